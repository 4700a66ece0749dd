/**
 * The programme's public reads. The rewards page is worded in the page's language and rendered again
 * every minute; the leaderboard's board is one cached read per period for every frame and language,
 * under the leaderboard tag, which the backend revalidates when the board changes (architecture §10).
 */
import type { LeaderboardPeriod } from "@/lib/contract/programme";
import { leaderboard, rewards } from "@/lib/contract/endpoints/programme";
import { TAGS } from "@/lib/catalogue/tags";
import type { Locale } from "@/lib/i18n/config";
import { cachedRead } from "../cached-read";
import { serverApi } from "../server";

/** The longest a board's read is kept when nothing says it changed (the pages' own `revalidate`). */
export const LEADERBOARD_REVALIDATE_SECONDS = 60;

/** The rewards programme as a visitor sees it. */
export function getRewardsProgramme(locale: Locale) {
  return serverApi({ language: locale }).call(rewards, {});
}

/** A period's board as everyone sees it: nothing in it depends on the page's language. */
export function getLeaderboard(period: LeaderboardPeriod) {
  return cachedRead(
    leaderboard,
    { query: { period } },
    { tags: [TAGS.leaderboard], revalidate: LEADERBOARD_REVALIDATE_SECONDS },
  );
}
