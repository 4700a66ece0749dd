import { normaliseApiHost } from "@/lib/config/browser-env";

/** `{host}/api` for a host; "" resolves to the page's origin in the browser. */
export function apiBaseUrl(host: string): string {
  const trimmed = normaliseApiHost(host);
  if (typeof window !== "undefined") {
    return `${new URL(trimmed || "/", window.location.origin).href.replace(/\/+$/, "")}/api`;
  }
  if (!/^https?:\/\//i.test(trimmed)) {
    throw new Error(
      `createApiClient: an absolute host (http(s)://...) is required on the server, got "${host}"`,
    );
  }
  return `${trimmed}/api`;
}
