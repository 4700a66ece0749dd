/**
 * The studio's second factor: TOTP (RFC 6238, 6 digits every 30 s, SHA-1: what every authenticator
 * app reads from a QR code) by the maintained `otpauth` library, and one-time recovery codes.
 */
import { createHash, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";

const ISSUER = "Cineva Studio";
const PERIOD_SECONDS = 30;
/** A code of the step before or after is accepted too: phones' clocks drift. */
const WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

function totp(secret: string, label = "") {
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), period: PERIOD_SECONDS });
}

/** A new secret of 160 random bits, base32 (what the app is given). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address the QR code holds; `label` names the account in the app. */
export function otpauthUrl(secret: string, label: string): string {
  return totp(secret, label).toString();
}

/** The code the app shows at `at` (for tests and the demo's README). */
export function totpCode(secret: string, at: Date): string {
  return totp(secret).generate({ timestamp: at.getTime() });
}

/**
 * The 30-second step a code belongs to, when it is right at `at` and newer than `lastStep` (a code
 * is accepted once: a code seen over a shoulder or replayed from a log is refused); otherwise null.
 */
export function acceptedStep(secret: string, code: string, at: Date, lastStep: number | null): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: at.getTime(), window: WINDOW_STEPS });
  if (delta === null) return null;
  const step = Math.floor(at.getTime() / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

// Recovery codes: "abcd-efgh", from letters and digits that cannot be misread for one another.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export function newRecoveryCodes(): string[] {
  const code = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = code();
    return `${text.slice(0, 4)}-${text.slice(4)}`;
  });
}

/** A recovery code as typed (any case, with or without its dash) → what is stored: its SHA-256. */
export function recoveryCodeHash(typed: string): string {
  return createHash("sha256").update(typed.trim().toLowerCase().replace("-", "")).digest("hex");
}

/** Whether what was typed has the shape of a recovery code rather than an app's six digits. */
export function isRecoveryCode(typed: string): boolean {
  return !/^\d{6}$/.test(typed.trim());
}
