/**
 * A playback session's media (issue #38): GET /media/play/{token}/{file}. A file is served only when
 * the token's signature holds and it has not expired, its session is live, the request carries the
 * cookie of the browser that opened it (a copied address fails in any other browser or account), and
 * the file is no taller than the session may play. Its master playlist lists only those renditions.
 */
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { allowedPath, isLive, masterPlaylistFor } from "@/lib/playback/rules";
import type { AppEnv } from "../../http/context";
import { message } from "../../http/i18n";
import { createRouter } from "../../http/router";
import { safeRelativePath, sendMediaFile } from "../media";
import { PLAY_MOUNT, readSessionToken, storePath } from "./addresses";
import { PLAYBACK_COOKIE } from "./routes";
import { holderHash, sessionForMedia } from "./sessions";

type Ctx = Context<AppEnv>;

/** A session's files are its own: kept by its browser a while, never by a shared cache. */
const FILE_CACHE = "private, max-age=3600";
const PLAYLIST_CACHE = "private, no-cache";

const refused = (c: Ctx) => c.json({ message: message(c, "playback.addressRefused") }, 403);

/** The session's row and the file asked for in its folder, or null when the request may not have it. */
async function sessionFile(c: Ctx) {
  const pathname = new URL(c.req.url).pathname;
  const rest = pathname.slice(PLAY_MOUNT.length);
  const slash = rest.indexOf("/");
  if (!pathname.startsWith(PLAY_MOUNT) || slash === -1) return null;
  const relative = safeRelativePath(rest.slice(slash + 1));
  const { db, now, config } = c.var.deps;
  const at = now();
  const id = readSessionToken(config.playbackSecret, rest.slice(0, slash), at);
  if (!relative || !id) return null;
  const session = await sessionForMedia(db, id, at);
  const cookie = getCookie(c, PLAYBACK_COOKIE);
  if (!session || !cookie || session.holder !== holderHash(cookie) || !isLive(session, at)) return null;
  if (!allowedPath(relative, session.maxLines)) return null;
  return { session, relative };
}

export function playbackMediaRoutes() {
  const router = createRouter();
  router.get(`${PLAY_MOUNT}*`, async (c) => {
    const found = await sessionFile(c);
    if (!found) return refused(c);
    const { session, relative } = found;
    const file = storePath(session.media, relative);
    if (file !== session.media)
      return sendMediaFile(c, file, relative.endsWith(".m3u8") ? PLAYLIST_CACHE : FILE_CACHE);

    const stream = await c.var.deps.media.read(file);
    if (!stream) return c.json({ message: message(c, "notFound") }, 404);
    const master = masterPlaylistFor(await new Response(stream).text(), session.maxLines);
    c.header("Cache-Control", PLAYLIST_CACHE);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Type", "application/vnd.apple.mpegurl; charset=utf-8");
    return c.body(master, 200);
  });
  return router;
}
