"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";
import { useSessionRecheck } from "./session-provider";

/** The last page this document showed; kept here, as the header is drawn anew between page groups. */
let lastPath: string | undefined;

/**
 * Re-reads a signed-in viewer's session on each navigation, so an account blocked meanwhile is signed
 * out at the next step (lib/auth/session-store.ts). In the header, whose chunk has next/navigation
 * already: in the root layout, it made every page load one more framework chunk.
 */
export function SessionOnNavigation() {
  const pathname = usePathname();
  const recheck = useSessionRecheck();
  useEffect(() => {
    if (lastPath !== undefined && lastPath !== pathname) recheck();
    lastPath = pathname;
  }, [pathname, recheck]);
  return null;
}
