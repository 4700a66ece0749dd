/**
 * The rules of what a viewer may watch (issue #38), shared by the server that enforces them and the
 * pages that explain them: each title is free, Premium, or for rent; a rental has 30 days to be
 * started and, once started, 48 hours to be finished.
 */

export const TITLE_ACCESS = ["free", "premium", "rent"] as const;
export type TitleAccess = (typeof TITLE_ACCESS)[number];

export const RENTAL_START_DAYS = 30;
export const RENTAL_WATCH_HOURS = 48;

const HOUR_MS = 3_600_000;

export type RentalTimes = { startBy: Date; startedAt: Date | null; endsAt: Date | null };

/** Where a rental stands at `now`: not started yet (and still startable), being watched, or over. */
export function rentalState(rental: RentalTimes, now: Date): "unstarted" | "watching" | "over" {
  if (rental.startedAt === null) return now < rental.startBy ? "unstarted" : "over";
  return rental.endsAt !== null && now < rental.endsAt ? "watching" : "over";
}

/** A rental bought at `now`: when it must be started by. */
export const rentalStartBy = (now: Date) => new Date(now.getTime() + RENTAL_START_DAYS * 24 * HOUR_MS);

/** A rental started at `now`: when its watching ends. */
export const rentalEndsAt = (now: Date) => new Date(now.getTime() + RENTAL_WATCH_HOURS * HOUR_MS);
