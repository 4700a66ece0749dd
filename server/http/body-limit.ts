/**
 * How much a request may send (docs/security.md "Text and sizes"): every body is measured before
 * anything reads it, so a 100 MB body to /api/login costs nothing but its refusal.
 */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AVATAR_MAX_BYTES } from "@/lib/contract/accounts";
import type { AppEnv } from "./context";
import { HttpError } from "./errors";
import { message } from "./i18n";

/** JSON and form bodies: the longest of ours (a distributor's 1000-character message) is a few kB. */
export const BODY_MAX_BYTES = 64 * 1024;
/** A multipart form carries the avatar (update-profile): its limit, and room for the other fields. */
export const MULTIPART_BODY_MAX_BYTES = AVATAR_MAX_BYTES + 512 * 1024;

/** The limit for a body of this Content-Type. */
export function bodyLimitFor(contentType: string | undefined): number {
  return /^\s*multipart\/form-data\b/i.test(contentType ?? "") ? MULTIPART_BODY_MAX_BYTES : BODY_MAX_BYTES;
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
  const maxSize = bodyLimitFor(c.req.header("content-type"));
  return bodyLimit({
    maxSize,
    onError: (c) => {
      throw new HttpError(413, message(c, "bodyTooLarge", { limit: formatBytes(maxSize) }));
    },
  })(c, next);
};
