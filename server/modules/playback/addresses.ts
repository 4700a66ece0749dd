/**
 * A playback session's media addresses (issue #38): /media/play/{token}/{file}, where the token
 * names the session and when its addresses stop working, signed with a secret derived from the root
 * secret. The signature turns a forged or stale address away before any database read; the session
 * itself is then checked live (sessions.ts). Files of the title's folder sit below the token, so a
 * playlist's relative addresses (variants, segments, keys) carry it without being rewritten, in
 * hls.js and in Safari's own player alike.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import path from "node:path";

export const PLAY_MOUNT = "/media/play/";
const TAG_BYTES = 18;

function tag(secret: string, body: string): Buffer {
  return createHmac("sha256", secret).update(`playback|${body}`).digest().subarray(0, TAG_BYTES);
}

/** The token of session `id`, good until `expiresAt`. */
export function sessionToken(secret: string, id: string, expiresAt: Date): string {
  const body = `${id}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${tag(secret, body).toString("base64url")}`;
}

/** The session a token names, when its signature holds and it has not expired at `now`; else null. */
export function readSessionToken(secret: string, token: string, now: Date): string | null {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{24})$/.exec(token);
  if (!match) return null;
  const [, id, expires, given] = match;
  const expected = tag(secret, `${id}.${expires}`);
  const received = Buffer.from(given!, "base64url");
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return null;
  return Number(expires) * 1000 > now.getTime() ? id! : null;
}

/** The session's master playlist address, from the media path it plays ("clips/aurora/master.m3u8"). */
export function playlistAddress(token: string, media: string): string {
  return `${PLAY_MOUNT}${token}/${path.posix.basename(media)}`;
}

/** The media store's path of a file asked for below a session's token: in the title's folder. */
export function storePath(media: string, relative: string): string {
  const folder = path.posix.dirname(media);
  return folder === "." ? relative : `${folder}/${relative}`;
}
