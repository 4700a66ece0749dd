import type { ReactNode } from "react";

/**
 * Continue-on-phone links (/c/{code}) are rendered per request, never cached: every code is its own
 * address, and proxy.ts gives each a CSP nonce.
 */
export const dynamic = "force-dynamic";

export default function ContinueLayout({ children }: { children: ReactNode }) {
  return children;
}
