"use client";

import { Suspense, type ReactNode } from "react";
import { useSession } from "@/components/auth/session-provider";

/**
 * `children` for a signed-in viewer, `fallback` for a guest and while the viewer's part loads. The
 * viewer's parts are React.lazy components that read through SWR (./viewer-data.ts): a guest, and the
 * crawler, never download them or SWR, and the page's first-load JS stays the guests' page.
 */
export function SignedIn({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { status } = useSession();
  if (status !== "authenticated") return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
