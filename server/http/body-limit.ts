/**
 * How much a request may send (docs/security.md "Text and sizes"): every body is measured before
 * anything reads it, so a 100 MB body to /api/login costs nothing but its refusal.
 */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AVATAR_MAX_BYTES } from "@/lib/contract/accounts";
import { ARTWORK_MAX_BYTES } from "@/lib/contract/studio-artwork";
import { UPLOAD_MAX_BYTES } from "@/lib/contract/studio-uploads";
import type { AppEnv } from "./context";
import { HttpError } from "./errors";
import { message } from "./i18n";

/** JSON and form bodies: the longest of ours (a distributor's 1000-character message) is a few kB. */
export const BODY_MAX_BYTES = 64 * 1024;
/** A multipart form carries the avatar (update-profile): its limit, and room for the other fields. */
export const MULTIPART_BODY_MAX_BYTES = AVATAR_MAX_BYTES + 512 * 1024;
/** The studio's artwork uploads (a poster, a banner…): larger pictures, from staff only. */
export const ARTWORK_BODY_MAX_BYTES = ARTWORK_MAX_BYTES + 512 * 1024;

/** The studio's upload addresses (modules/studio/artwork-routes.ts). */
const ARTWORK_PATH =
  /^\/api\/studio\/(titles\/[^/]+\/[^/]+\/artwork\/[^/]+|series\/[^/]+\/episodes\/[^/]+\/still|home\/banners\/[^/]+\/image|blog\/posts\/[^/]+\/cover)$/;

/** tus's address for a master file's bytes (modules/studio/uploads-routes.ts), which checks each offset itself. */
const UPLOAD_PATH = /^\/api\/studio\/uploads(\/[^/]+)?$/;

/** The limit for a body of this Content-Type, sent to this path. */
export function bodyLimitFor(contentType: string | undefined, path = ""): number {
  if (UPLOAD_PATH.test(path) && /^\s*application\/offset\+octet-stream\b/i.test(contentType ?? ""))
    return UPLOAD_MAX_BYTES;
  if (!/^\s*multipart\/form-data\b/i.test(contentType ?? "")) return BODY_MAX_BYTES;
  return ARTWORK_PATH.test(path) ? ARTWORK_BODY_MAX_BYTES : MULTIPART_BODY_MAX_BYTES;
}

/** "64 KB", "2.5 MB": the limit as the refusal names it. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

/**
 * 413 for a body past its limit: by its Content-Length before a byte is read, or, sent in chunks
 * without one, as soon as the bytes counted while reading pass it (hono/body-limit).
 */
export const limitBodies: MiddlewareHandler<AppEnv> = (c, next) => {
  const maxSize = bodyLimitFor(c.req.header("content-type"), c.req.path);
  return bodyLimit({
    maxSize,
    onError: (c) => {
      throw new HttpError(413, message(c, "bodyTooLarge", { limit: formatBytes(maxSize) }));
    },
  })(c, next);
};
