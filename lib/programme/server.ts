import { serverApi } from "@/lib/api/server";
import {
  LEADERBOARD_PERIODS,
  LeaderboardResponseSchema,
  RewardsResponseSchema,
  type LeaderboardPeriod,
} from "@/lib/contract/programme";
import type { Locale } from "@/lib/i18n/config";

/** The rewards programme as a visitor sees it, worded in the page's language. */
export function getRewardsProgramme(locale: Locale) {
  return serverApi({ language: locale }).get("/rewards", RewardsResponseSchema);
}

/** A period from the query string; anything else is the default week. */
export function leaderboardPeriod(raw: string | string[] | undefined): LeaderboardPeriod {
  return (LEADERBOARD_PERIODS as readonly string[]).includes(String(raw))
    ? (raw as LeaderboardPeriod)
    : "week";
}

export function getLeaderboard(period: LeaderboardPeriod, locale: Locale) {
  return serverApi({ language: locale }).get("/leaderboard", LeaderboardResponseSchema, {
    searchParams: { period },
  });
}
