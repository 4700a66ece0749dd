/** Contract constants that browser code needs without loading zod (lib/api/client.ts). */

/** Ratings are whole stars from 1 to RATING_MAX. */
export const RATING_MAX = 5;

/** A film longer than a day is not a film: the ceiling for reported durations. */
export const MAX_DURATION_SEC = 24 * 3600;

/** Watched this share of its length, a film or an episode counts as finished. */
export const FINISHED_RATIO = 0.95;

/** The leaderboard's periods (product §9), in the order the tabs show them. */
export const LEADERBOARD_PERIODS = ["week", "month", "all"] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
