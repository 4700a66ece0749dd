"use client";

import { lazy } from "react";
import { SignedIn } from "@/components/data/signed-in";

const ViewerContinueWatching = lazy(() =>
  import("./viewer-continue-watching").then((m) => ({ default: m.ViewerContinueWatching })),
);

/**
 * The home page's "continue watching" row: per viewer, so it loads in the browser and leaves the
 * prerendered page the same for everyone. Guests see no row.
 */
export function ContinueWatching() {
  return (
    <SignedIn fallback={null}>
      <ViewerContinueWatching />
    </SignedIn>
  );
}
