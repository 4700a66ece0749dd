/**
 * The media host (server/modules/media): images and streaming files. Not below /api but at the
 * host's root, and answering files, not JSON: pages name these addresses (lib/images.ts,
 * lib/media.ts), no API client calls them.
 */
import { z } from "zod";
import { endpoint } from "../endpoint";

/** The file's path below the mount, slashes included. */
const FilePathParamsSchema = z.object({ path: z.string() });

/** Artwork (posters, thumbnails, episodes, banners, blog covers) or an avatar. */
export const image = endpoint({ method: "get", path: "/images/{path}", params: FilePathParamsSchema });

/** An HLS playlist, segment or WebVTT subtitles, with byte ranges. */
export const mediaFile = endpoint({ method: "get", path: "/media/{path}", params: FilePathParamsSchema });
