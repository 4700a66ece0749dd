/**
 * Rules for serving files from the media host (/images/… and /media/…): which relative paths are
 * allowed, their content types, and HTTP byte ranges. Pure, unit-tested.
 */

/** Images we serve, by extension. SVG is not among them: it can carry script. */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  avif: "image/avif",
};

/** Streaming files: HLS playlists and segments, MP4, WebVTT subtitles and storyboards, storyboard sprites. */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  m3u8: "application/vnd.apple.mpegurl",
  ts: "video/mp2t",
  m4s: "video/mp4",
  mp4: "video/mp4",
  vtt: "text/vtt; charset=utf-8",
  jpg: "image/jpeg",
};

/**
 * Video is served only at a playback session's addresses (modules/playback, issue #38): its
 * playlists and segments at a public address are refused, so a title's files cannot be played by
 * whoever guesses or copies their path. Subtitles, storyboards and stills stay public: cached pages
 * name them.
 */
export const SESSION_ONLY_TYPES: ReadonlySet<string> = new Set(["m3u8", "ts", "m4s", "mp4"]);

export function extensionOf(relativePath: string): string {
  const name = relativePath.slice(relativePath.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** Text types carry a charset so a browser never guesses. */
export function withCharset(type: string): string {
  return type.startsWith("text/") || type === "application/vnd.apple.mpegurl"
    ? type.includes("charset")
      ? type
      : `${type}; charset=utf-8`
    : type;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/**
 * A request path below a mount ("movies/posters/x.webp") made safe: percent-decoded, split into
 * segments of letters, digits, dot, dash and underscore that do not start with a dot — so no "..",
 * no hidden files, no backslashes, no encoded slashes or NULs, no absolute paths. Null when refused.
 */
export function safeRelativePath(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.length === 0 || decoded.length > 512) return null;
  const segments = decoded.split("/");
  if (segments.length > 8 || !segments.every((segment) => SEGMENT.test(segment))) return null;
  return segments.join("/");
}

export type ByteRange = { start: number; end: number };

/**
 * An HTTP Range header against a file of `size` bytes. One range only ("bytes=a-b", "bytes=a-",
 * "bytes=-n"); anything else is ignored (null: send the whole file, which RFC 9110 allows);
 * "unsatisfiable" when the range starts past the end (416).
 */
export function parseRange(
  header: string | undefined | null,
  size: number,
): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return null;
  if (size === 0) return "unsatisfiable";
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size) return "unsatisfiable";
  if (end < start) return null;
  return { start, end };
}
