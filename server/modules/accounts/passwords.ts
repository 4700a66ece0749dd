import { hash, verify } from "@node-rs/argon2";

/** argon2id with OWASP's baseline: 19 MiB, 2 passes, 1 lane (Algorithm.Argon2id = 2). */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A hash of a password nobody has: verifying against it costs the same as a real one. */
let decoy: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * Checks a password. With no hash (no such account) it still does the work, so the time taken does
 * not reveal whether a phone number is registered.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword("decoy-password-that-never-matches");
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
