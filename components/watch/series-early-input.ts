import type { EpisodeChoice } from "@/lib/catalogue/episodes";

/**
 * What the viewer did on a series page's server drawing before its live part arrived, for the live
 * part to carry on from (./series-on-demand.tsx, ./series-watch.tsx).
 */
export type SeriesEarlyInput = {
  /** An episode chosen from the list or the next-episode link: it plays. */
  pick: EpisodeChoice | null;
  /** The season chosen in the select. */
  seasonId: number | null;
  /** Play was pressed (the stage's button or the hero's). */
  start: boolean;
  /** Puts the focus back where it was in the server's drawing. */
  restoreFocus?: () => void;
};
