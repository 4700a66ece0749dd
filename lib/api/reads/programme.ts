/**
 * The programme's public reads, worded in the page's language and not cached here: the pages that show
 * them are rendered again every minute (the rewards page, the leaderboard).
 */
import type { LeaderboardPeriod } from "@/lib/contract/programme";
import { leaderboard, rewards } from "@/lib/contract/endpoints/programme";
import type { Locale } from "@/lib/i18n/config";
import { serverApi } from "../server";

/** The rewards programme as a visitor sees it. */
export function getRewardsProgramme(locale: Locale) {
  return serverApi({ language: locale }).call(rewards, {});
}

export function getLeaderboard(period: LeaderboardPeriod, locale: Locale) {
  return serverApi({ language: locale }).call(leaderboard, { query: { period } });
}
