import { createHash } from "node:crypto";
import type { Context } from "hono";
import { z } from "zod";
import * as media from "@/lib/contract/endpoints/media";
import type { AppEnv } from "../../http/context";
import { message } from "../../http/i18n";
import { error, route } from "../../http/openapi";
import { createRouter } from "../../http/router";
import {
  extensionOf,
  IMAGE_TYPES,
  MEDIA_TYPES,
  parseRange,
  safeRelativePath,
  SESSION_ONLY_TYPES,
  withCharset,
} from "./media-files";

type Ctx = Context<AppEnv>;

/** Artwork names never change content, so it may be cached for a year; avatars change more often. */
const ARTWORK_CACHE = "public, max-age=31536000, immutable";
const AVATAR_CACHE = "public, max-age=3600";
/** Storyboard sprites never change; subtitles and storyboards' WebVTT get a day so a new one shows up. */
const SPRITE_CACHE = "public, max-age=31536000, immutable";
const TEXT_CACHE = "public, max-age=86400";

const notFound = (c: Ctx) => c.json({ message: message(c, "notFound") }, 404);

/** The part of the request path after the mount ("/images/"), still percent-encoded. */
function below(c: Ctx, mount: string): string {
  const pathname = new URL(c.req.url).pathname;
  return pathname.startsWith(mount) ? pathname.slice(mount.length) : "";
}

function common(c: Ctx) {
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Access-Control-Allow-Origin", "*");
}

/**
 * The media host: GET /images/{path} (avatars and generated artwork from deps.images) and
 * GET /media/{path} (WebVTT subtitles and storyboards and their sprites from deps.media, with byte
 * ranges; HLS playlists and segments only at a playback session's addresses, modules/playback: 403
 * here). Any missing file, unknown type or path that tries to leave its folder is a JSON 404.
 */
export function mediaRoutes() {
  const router = createRouter();

  router.openAPIRegistry.registerPath(
    route(media.image, {
      tags: ["media"],
      summary: "An image: artwork (posters, thumbnails, episodes, banners, blog covers) or an avatar",
      responses: {
        200: { description: "The image", content: { "image/webp": { schema: z.string() } } },
        404: error("No such image"),
      },
    }),
  );
  router.openAPIRegistry.registerPath(
    route(media.mediaFile, {
      tags: ["media"],
      summary:
        "A public media file: WebVTT subtitles or storyboard (.vtt), a storyboard sprite (.jpg); Range supported. Video (.m3u8, .m4s, .mp4, .ts) is a 403: it plays at a playback session's addresses (POST /api/playback)",
      responses: {
        200: { description: "The whole file", content: { "text/vtt": { schema: z.string() } } },
        206: { description: "The requested byte range", content: { "image/jpeg": { schema: z.string() } } },
        403: error("A video file: played only at a playback session's addresses"),
        404: error("No such file"),
        416: error("Range not satisfiable"),
      },
    }),
  );

  router.get("/images/*", async (c) => {
    const relative = safeRelativePath(below(c, "/images/"));
    const type = relative ? IMAGE_TYPES[extensionOf(relative)] : undefined;
    if (!relative || !type) return notFound(c);
    const data = await c.var.deps.images.read(relative);
    if (!data) return notFound(c);
    const etag = `"${createHash("sha1").update(data).digest("base64url").slice(0, 22)}"`;
    common(c);
    c.header("Cache-Control", relative.startsWith("users/") ? AVATAR_CACHE : ARTWORK_CACHE);
    c.header("ETag", etag);
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    c.header("Content-Type", type);
    c.header("Content-Length", String(data.length));
    return c.body(new Uint8Array(data), 200);
  });

  router.get("/media/*", async (c) => {
    const relative = safeRelativePath(below(c, "/media/"));
    if (!relative) return notFound(c);
    const ext = extensionOf(relative);
    if (SESSION_ONLY_TYPES.has(ext)) return c.json({ message: message(c, "playback.sessionRequired") }, 403);
    return sendMediaFile(c, relative, ext === "vtt" ? TEXT_CACHE : SPRITE_CACHE);
  });

  return router;
}

/**
 * A file of the media store at `relative` (already made safe), with its type, validators and byte
 * ranges, cached as `cacheControl` says; a JSON 404 when it is missing or of no media type.
 */
export async function sendMediaFile(c: Ctx, relative: string, cacheControl: string) {
  const type = MEDIA_TYPES[extensionOf(relative)];
  if (!type) return notFound(c);
  const store = c.var.deps.media;
  const object = await store.stat(relative);
  if (!object) return notFound(c);

  const { size, modified, etag } = object;
  common(c);
  c.header("Accept-Ranges", "bytes");
  c.header("Cache-Control", cacheControl);
  c.header("ETag", etag);
  c.header("Last-Modified", modified.toUTCString());
  if (c.req.header("if-none-match") === etag) return c.body(null, 304);
  c.header("Content-Type", withCharset(type));

  // A Range is honoured unless If-Range names another version of the file.
  const ifRange = c.req.header("if-range");
  const range = !ifRange || ifRange === etag ? parseRange(c.req.header("range"), size) : null;
  if (range === "unsatisfiable") {
    c.header("Content-Range", `bytes */${size}`);
    return c.json({ message: message(c, "invalid") }, 416);
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const length = size === 0 ? 0 : end - start + 1;
  c.header("Content-Length", String(length));
  if (range) c.header("Content-Range", `bytes ${start}-${end}/${size}`);
  const status = range ? 206 : 200;
  if (c.req.method === "HEAD" || length === 0) return c.body(null, status);
  const stream = await store.read(relative, { start, end });
  if (!stream) return notFound(c);
  return c.body(stream, status);
}
