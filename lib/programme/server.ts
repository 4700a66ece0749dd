import { serverApi } from "@/lib/api/server";
import type { LeaderboardPeriod } from "@/lib/contract/programme";
import { leaderboard, rewards } from "@/lib/contract/endpoints/programme";
import type { Locale } from "@/lib/i18n/config";

/** The rewards programme as a visitor sees it, worded in the page's language. */
export function getRewardsProgramme(locale: Locale) {
  return serverApi({ language: locale }).call(rewards, {});
}

export function getLeaderboard(period: LeaderboardPeriod, locale: Locale) {
  return serverApi({ language: locale }).call(leaderboard, { query: { period } });
}
