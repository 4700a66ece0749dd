/**
 * The social sign-in calls are trusted only when the Next server signed them (architecture §4): it has
 * verified the identity with the provider, a browser never can. Both sides use these functions:
 * the Next server signs with signSocialRequest, the backend checks with verifySocialSignature.
 *
 * Header: `X-Cineva-Signature: t={unix seconds},v1={hex HMAC-SHA256(secret, "{t}.{raw body}")}`,
 * accepted within 5 minutes either side of the backend's clock. Pure: node:crypto only.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const SOCIAL_SIGNATURE_HEADER = "X-Cineva-Signature";
export const SOCIAL_SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

function digest(secret: string, timestamp: number, rawBody: string): Buffer {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest();
}

/** The X-Cineva-Signature value for a body about to be sent (exactly these bytes, as a string). */
export function signSocialRequest(secret: string, rawBody: string, now: Date = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${digest(secret, timestamp, rawBody).toString("hex")}`;
}

/** Whether a signature header is valid for this body now. Several v1 values are allowed (key rotation). */
export function verifySocialSignature(
  secret: string,
  header: string | null | undefined,
  rawBody: string,
  now: Date,
  toleranceSeconds: number = SOCIAL_SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!secret || !header || header.length > 1024) return false;
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(",")) {
    const [key, value = ""] = part.trim().split("=", 2);
    if (key === "t" && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === "v1" && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, "hex"));
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > toleranceSeconds) return false;
  const expected = digest(secret, timestamp, rawBody);
  return signatures.some((signature) => timingSafeEqual(signature, expected));
}
