"use client";

import type { Recommendations } from "@/lib/contract/catalogue";
import { useViewerData } from "@/components/data/viewer-data";
import { RECOMMENDED_LIMIT, RecommendedView } from "./recommended-view";

// Loaded with the first call, so zod stays out of the page's first-load JS (lib/api/client.ts).
const recommendations = () => import("@/lib/contract/endpoints/activity").then((m) => m.recommendations);

/** The signed-in viewer's own picks, in place of the popular titles once they arrive. */
export function ViewerRecommendations({ popular }: { popular: Recommendations }) {
  const mine = useViewerData(recommendations, { query: { limit: RECOMMENDED_LIMIT } }).data;
  return <RecommendedView shown={(mine?.personal && mine) || popular} />;
}
