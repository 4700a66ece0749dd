/**
 * Avatar uploads (architecture §4: validated by what they are): the type is read from the file's first bytes (the
 * name and the declared type are ignored), the size is capped, and the picture is decoded and
 * re-encoded as a 256×256 WebP, so what is served is always an image we made.
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { AVATAR_MAX_BYTES } from "@/lib/contract/accounts";

export type ImageKind = "jpeg" | "png" | "webp";

export const AVATAR_SIZE = 256;
/** Avatars live under users/ in deps.images, served at {host}/images/users/{file}. */
export const AVATAR_FOLDER = "users";
/** A decoded picture larger than this (pixels) is refused rather than processed (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

/** The image type by magic bytes: JPEG (FF D8 FF), PNG (the 8-byte signature), WebP (RIFF….WEBP). */
export function sniffImageType(bytes: Uint8Array): ImageKind | null {
  const starts = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

export type AvatarCheck = { ok: true; bytes: Buffer } | { ok: false; reason: "type" | "size" | "unreadable" };

/** Checks an upload and turns it into the stored WebP. */
export async function processAvatar(bytes: Uint8Array): Promise<AvatarCheck> {
  if (bytes.length > AVATAR_MAX_BYTES) return { ok: false, reason: "size" };
  if (!sniffImageType(bytes)) return { ok: false, reason: "type" };
  try {
    const webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate() // honour EXIF orientation; the metadata itself is dropped
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, bytes: webp };
  } catch {
    return { ok: false, reason: "unreadable" };
  }
}

/** A server-made picture file name (avatars, artwork): 128 random bits, so names can be neither guessed nor chosen. */
export function newPictureName(): string {
  return `${randomBytes(16).toString("hex")}.webp`;
}

/** Only plain file names are ever turned into a storage path (no "..", no folders). */
export function avatarPath(fileName: string): string | null {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(fileName) && !fileName.includes("..")
    ? `${AVATAR_FOLDER}/${fileName}`
    : null;
}
