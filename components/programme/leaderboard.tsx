"use client";

import { lazy } from "react";
import { SignedIn } from "@/components/data/signed-in";
import { LeaderboardView, type LeaderboardProps } from "./leaderboard-view";

const ViewerLeaderboard = lazy(() =>
  import("./viewer-leaderboard").then((m) => ({ default: m.ViewerLeaderboard })),
);

/**
 * The leaderboard (issue 6): week / month / all-time tabs as real links, the top 100 with rank,
 * avatar, masked name and points; a signed-in viewer's own row is highlighted, and their rank is
 * shown under the list when they are outside the top 100.
 */
export function Leaderboard(props: LeaderboardProps) {
  return (
    <SignedIn fallback={<LeaderboardView {...props} />}>
      <ViewerLeaderboard {...props} />
    </SignedIn>
  );
}
