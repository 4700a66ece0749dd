/**
 * Whether an address or host name is this machine: the sandbox's outboxes and test gateway answer
 * only such callers, and a sandbox server may only be reached at such an address (server/sandbox-start.ts).
 * "local" is clientIp's word for a call made inside this process (it carries no X-Forwarded-For).
 */
export function isLoopback(hostOrAddress: string): boolean {
  const host = hostOrAddress
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/^::ffff:(?=\d)/, "");
  if (host === "local" || host === "localhost" || host.endsWith(".localhost")) return true;
  if (host === "::1" || host === "0:0:0:0:0:0:0:1") return true;
  const octets = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return octets !== null && octets[1] === "127" && octets.slice(2).every((part) => Number(part) <= 255);
}

/** The host of an address such as https://cineva.example:8443/path, or null when it is not one. */
export function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}
