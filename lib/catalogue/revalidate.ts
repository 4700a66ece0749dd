import { timingSafeEqual } from "node:crypto";
import { deriveSecret } from "@/lib/auth/secret";
import { isCatalogueTag } from "./tags";

/**
 * The key a backend presents to POST /api/revalidate: CINEVA_REVALIDATE_SECRET, else one derived
 * from the site's auth secret (so the embedded backend and this server agree without setup).
 */
export function revalidateSecret(
  rootSecret: string,
  env: Record<string, string | undefined> = process.env,
): string {
  return env.CINEVA_REVALIDATE_SECRET?.trim() || deriveSecret(rootSecret, "revalidate");
}

export type RevalidateDecision = { status: 200; tags: string[] } | { status: 401 | 422; message: string };

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Checks a revalidation request: "Authorization: Bearer {secret}" and a JSON body
 * `{ "tags": ["catalogue" | "movie:{id}" | "series:{id}", …] }` (1–100 of lib/catalogue/tags.ts's tags, no others).
 */
export function decideRevalidation(
  authorization: string | null,
  body: unknown,
  secret: string,
): RevalidateDecision {
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() ?? "";
  if (!token || !sameSecret(token, secret)) return { status: 401, message: "Unauthenticated." };
  const tags = (body as { tags?: unknown } | null)?.tags;
  if (!Array.isArray(tags) || tags.length === 0 || tags.length > 100 || !tags.every(isCatalogueTag)) {
    return {
      status: 422,
      message:
        'Send {"tags": [...]} with "catalogue", "blog", "legal", "leaderboard", "movie:{id}", "series:{id}" or "post:{id}".',
    };
  }
  return { status: 200, tags: [...new Set(tags)] };
}
