/** product §5.1: only the scheme prefix counts; no other parsing. */
export function isExternalUrl(value: unknown): boolean {
  return typeof value === "string" && /^https?:\/\//i.test(value);
}

/** A reserved, never-resolvable origin: only used to see whether a path would leave the site. */
const PROBE_ORIGIN = "http://x.invalid";

const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

function looksRelative(value: string): boolean {
  return (
    value.startsWith("/") && !value.startsWith("//") && !value.includes("\\") && !CONTROL_CHARS.test(value)
  );
}

function staysSameOrigin(value: string): URL | null {
  try {
    const url = new URL(value, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? url : null;
  } catch {
    return null;
  }
}

/**
 * Guards redirects after sign-in against open redirects. Returns the normalised path+query+hash, or null.
 * The result is checked again because normalisation can itself create "//host" (e.g. "/.//evil.com").
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || !looksRelative(value)) return null;
  const url = staysSameOrigin(value);
  if (!url) return null;
  const result = `${url.pathname}${url.search}${url.hash}`;
  return looksRelative(result) && staysSameOrigin(result) ? result : null;
}
