import type { LeaderboardResponse } from "@/lib/contract/programme";

/** The places that stand on the podium. */
export const PODIUM_SIZE = 3;

/** The id of a place's row on the board: the viewer's own part finds theirs by it. */
export const rowId = (rank: number) => `rank-${rank}`;

/** Where the viewer stands: nowhere yet (no points in the period), or their rank and points. */
export type Place =
  | { placed: false }
  | {
      placed: true;
      rank: number;
      points: number;
      /** The place above and the points it takes to pass it (ties go to who got there first); null at #1. */
      next: { rank: number; gap: number } | null;
      /** Whether the board's list shows the viewer (within the top 100). */
      listed: boolean;
    };

/**
 * The viewer's place from the board answered for them: their rank and points, and how far the
 * place above is; outside the list, how far its last place is.
 */
export function placeOf(board: Pick<LeaderboardResponse, "entries" | "me">): Place {
  const { me, entries } = board;
  if (!me) return { placed: false };
  const listed = entries.some((entry) => entry.is_me);
  const target = listed ? entries.find((entry) => entry.rank === me.rank - 1) : entries.at(-1);
  return {
    placed: true,
    rank: me.rank,
    points: me.points,
    next: target ? { rank: target.rank, gap: Math.max(1, target.points - me.points + 1) } : null,
    listed,
  };
}
