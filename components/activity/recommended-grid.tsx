"use client";

import { lazy } from "react";
import type { Recommendations } from "@/lib/contract/catalogue";
import { SignedIn } from "@/components/data/signed-in";
import { RecommendedView } from "./recommended-view";

const ViewerRecommendations = lazy(() =>
  import("./viewer-recommendations").then((m) => ({ default: m.ViewerRecommendations })),
);

/**
 * /recommended: the server renders the popular titles everyone sees (cacheable); a signed-in viewer's
 * own picks replace them once they arrive.
 */
export function RecommendedGrid({ popular }: { popular: Recommendations }) {
  return (
    <SignedIn fallback={<RecommendedView shown={popular} />}>
      <ViewerRecommendations popular={popular} />
    </SignedIn>
  );
}
