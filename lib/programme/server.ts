import { serverApi } from "@/lib/api/server";
import {
  LeaderboardResponseSchema,
  RewardsResponseSchema,
  type LeaderboardPeriod,
} from "@/lib/contract/programme";
import type { Locale } from "@/lib/i18n/config";

/** The rewards programme as a visitor sees it, worded in the page's language. */
export function getRewardsProgramme(locale: Locale) {
  return serverApi({ language: locale }).get("/rewards", RewardsResponseSchema);
}

export function getLeaderboard(period: LeaderboardPeriod, locale: Locale) {
  return serverApi({ language: locale }).get("/leaderboard", LeaderboardResponseSchema, {
    searchParams: { period },
  });
}
