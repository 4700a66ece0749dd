import { isExternalUrl } from "./url";

/** Media-host folders per image kind (SPEC §3). */
export const IMAGE_PATHS = {
  banner: "/images/main-home/banner",
  movieThumbnail: "/images/movies/thumbnails",
  moviePoster: "/images/movies/posters",
  seriesThumbnail: "/images/tvseries/thumbnails",
  seriesPoster: "/images/tvseries/posters",
  episode: "/images/tvseries/episodes",
  avatar: "/images/users",
} as const;

export type ImageKind = keyof typeof IMAGE_PATHS;

/**
 * URL of an image file on the media host. null when there is no file (so callers can show a placeholder);
 * files that are already absolute URLs are passed through; an empty host gives a same-origin path.
 */
export function imageUrl(
  kind: ImageKind,
  file: string | null | undefined,
  host: string | null | undefined,
): string | null {
  if (typeof file !== "string") return null;
  const name = file.trim();
  if (name === "") return null;
  if (isExternalUrl(name)) return name;
  const origin = (host ?? "").trim().replace(/\/+$/, "");
  return `${origin}${IMAGE_PATHS[kind]}/${encodeURIComponent(name)}`;
}
