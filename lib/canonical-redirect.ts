import { permanentRedirect } from "next/navigation";
import { canonicalRedirect } from "./routes";

/** An object's page as asked for, and where it lives (product §2.2: a missing or wrong slug goes to the right one). */
export interface CanonicalCheck {
  /** The route's fixed part, before the id: "/movie/". */
  base: string;
  /** The object's canonical path: "/movie/18/the-quiet-orbit". */
  canonical: string;
  /** The path segments the address had after the id (the route's optional catch-all). */
  slug: readonly string[] | undefined;
  /** Query parameters the redirect carries over, already canonical; an undefined one is left out. */
  keep?: Record<string, string | number | undefined>;
  /**
   * For a route whose last segment holds more than the slug (a series' "{slug}&ss=1&ep=2"): whether
   * the address is canonical. By default it is when its segments after the id are the canonical's.
   */
  isCanonical?: boolean;
}

/**
 * Where a page asked for at a non-canonical address sends the browser, or null when the address is
 * the canonical one. The target is relative to the address asked for, so it keeps the address's
 * language prefix (lib/routes.ts canonicalRedirect).
 */
export function canonicalTarget({
  base,
  canonical,
  slug = [],
  keep = {},
  isCanonical,
}: CanonicalCheck): string | null {
  if (!canonical.startsWith(base)) throw new Error(`${canonical} is not under ${base}`);
  const wanted = canonical.slice(base.length).split("/").slice(1);
  const canonicalAsked =
    isCanonical ?? (wanted.length === slug.length && wanted.every((segment, i) => segment === slug[i]));
  if (canonicalAsked) return null;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(keep)) if (value !== undefined) query.set(name, String(value));
  const search = query.toString();
  return canonicalRedirect(search ? `${canonical}?${search}` : canonical, base, slug.length);
}

/** Ends the render with a permanent redirect (308) when the address is not the canonical one. */
export function redirectUnlessCanonical(check: CanonicalCheck): void {
  const target = canonicalTarget(check);
  if (target !== null) permanentRedirect(target);
}
