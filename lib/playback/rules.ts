/**
 * The rules of a playback session (issue #38), pure so the server that enforces them and the player
 * that follows them read one source: how often a player says it is still playing, when a silent one
 * no longer holds a screen, which renditions a session may fetch, and what a device is called.
 */

/** A player says it is still playing this often. */
export const HEARTBEAT_SECONDS = 20;
/** A session not heard from for this long holds no screen and its addresses stop working. */
export const LIVE_SECONDS = 60;
/** A session's addresses never work longer than this, heard from or not: the player then asks again. */
export const SESSION_HOURS = 12;

export type SessionTimes = { lastSeenAt: Date; endedAt: Date | null; expiresAt: Date };

/** Whether a session still holds its screen and its addresses work at `now`. */
export function isLive(session: SessionTimes, now: Date): boolean {
  return (
    session.endedAt === null &&
    now < session.expiresAt &&
    now.getTime() - session.lastSeenAt.getTime() < LIVE_SECONDS * 1000
  );
}

/** "1080p" → 1080: a rung's name is its picture's shorter side (server/modules/ingest/ladder.ts). */
export function rungLines(name: string): number | null {
  const match = /^(\d{3,4})p$/.exec(name);
  return match ? Number(match[1]) : null;
}

/** Whether a path inside a title's folder is allowed under `maxLines`: no folder of a taller rung. */
export function allowedPath(relative: string, maxLines: number): boolean {
  return relative.split("/").every((part) => (rungLines(part) ?? 0) <= maxLines);
}

/** The shorter side of an EXT-X-STREAM-INF line's RESOLUTION, or null when it has none. */
function streamLines(line: string): number | null {
  const match = /RESOLUTION=(\d+)x(\d+)/.exec(line);
  return match ? Math.min(Number(match[1]), Number(match[2])) : null;
}

/**
 * A master playlist as a session under `maxLines` gets it: each variant taller than that is left
 * out with its address (a tier's ceiling is never below the smallest rung, 360 lines).
 */
export function masterPlaylistFor(text: string, maxLines: number): string {
  const lines = text.split("\n");
  const dropped = new Set<number>();
  lines.forEach((line, i) => {
    const height = line.startsWith("#EXT-X-STREAM-INF:") ? streamLines(line) : null;
    if (height === null || height <= maxLines) return;
    dropped.add(i);
    // The variant's address: the next line that is neither a tag nor blank.
    const uri = lines.findIndex((next, j) => j > i && next.trim() !== "" && !next.startsWith("#"));
    if (uri !== -1) dropped.add(uri);
  });
  return lines.filter((_, i) => !dropped.has(i)).join("\n");
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/CocCoc|coc_coc/i, "Cốc Cốc"],
  [/SamsungBrowser/, "Samsung Internet"],
  [/Firefox\/|FxiOS/, "Firefox"],
  [/Chrome\/|CriOS|Chromium/, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "Mac"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/**
 * What a viewer calls the device a session plays on, from its User-Agent: "Chrome · Windows". It
 * names the screens in use when one more is refused, so the viewer knows which to stop; null when
 * nothing is recognised (the viewer reads "a device").
 */
export function deviceName(userAgent: string | undefined): string | null {
  const ua = userAgent ?? "";
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  return [browser, system].filter(Boolean).join(" · ") || null;
}
