import { createHmac, randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Where a laptop install keeps its generated secret when NEXTAUTH_SECRET is not set. */
export function secretFile(
  dataDir = process.env.CINEVA_DATA_DIR || path.join(process.cwd(), "data"),
): string {
  return path.join(dataDir, "auth-secret");
}

let cached: string | undefined;

/**
 * The key that signs session cookies. A fleet sets NEXTAUTH_SECRET (every replica must share it);
 * a single machine without it gets a random 256-bit secret generated once and kept in the data
 * directory (mode 0600), so sessions survive restarts and no secret is ever written in code.
 */
export function authSecret(env: { NEXTAUTH_SECRET?: string } = process.env, file = secretFile()): string {
  const configured = env.NEXTAUTH_SECRET?.trim();
  if (configured) {
    if (configured.length < 32) throw new Error("NEXTAUTH_SECRET must be at least 32 characters long.");
    return configured;
  }
  if (cached) return cached;
  try {
    const stored = readFileSync(/*turbopackIgnore: true*/ file, "utf8").trim();
    if (stored.length >= 32) return (cached = stored);
  } catch {
    // Not generated yet.
  }
  const generated = randomBytes(32).toString("base64url");
  mkdirSync(/*turbopackIgnore: true*/ path.dirname(file), { recursive: true });
  writeFileSync(/*turbopackIgnore: true*/ file, generated, { mode: 0o600, flag: "w" });
  chmodSync(/*turbopackIgnore: true*/ file, 0o600);
  return (cached = generated);
}

/** For tests: forget the cached secret. */
export function resetAuthSecretCache(): void {
  cached = undefined;
}

/** A secret for one purpose, derived from a root secret (a single machine needs to keep only one). */
export function deriveSecret(rootSecret: string, purpose: string): string {
  return createHmac("sha256", rootSecret).update(purpose).digest("base64url");
}
