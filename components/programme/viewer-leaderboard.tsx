"use client";

import type { ComponentProps } from "react";
import { useViewerData } from "@/components/data/viewer-data";
import { LeaderboardView } from "./leaderboard-view";

// Loaded with the first call, so zod stays out of the page's first-load JS (lib/api/client.ts).
const leaderboard = () => import("@/lib/contract/endpoints/programme").then((m) => m.leaderboard);

/** The board answered for the signed-in viewer: their own row highlighted, their rank when outside it. */
export function ViewerLeaderboard(props: ComponentProps<typeof LeaderboardView>) {
  const mine = useViewerData(leaderboard, { query: { period: props.board.period } }).data;
  return <LeaderboardView {...props} shown={(mine?.period === props.board.period && mine) || props.board} />;
}
