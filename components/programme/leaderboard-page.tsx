import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/components/providers/page-messages";
import { PageSection } from "@/components/ui/page-section";
import { pageLocale } from "@/lib/i18n/page-locale";
import { getLeaderboard, leaderboardPeriod } from "@/lib/programme/server";
import { Leaderboard } from "./leaderboard";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The leaderboard page body, the same in its main, blank and header-only frames. */
export async function LeaderboardPage({ searchParams, path }: { searchParams: SearchParams; path: string }) {
  const query = await searchParams;
  const period = leaderboardPeriod(query.period);
  const locale = await pageLocale();
  const t = await getTranslations("leaderboard");
  const board = await getLeaderboard(period, locale);
  const keep = typeof query.lang === "string" ? { lang: query.lang } : undefined;
  return (
    <PageSection heading={t("heading")} lead={t("intro")}>
      <PageMessages namespaces={["leaderboard"]}>
        <Leaderboard board={board} path={path} keep={keep} />
      </PageMessages>
    </PageSection>
  );
}
