import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/components/providers/page-messages";
import { PageSection } from "@/components/ui/page-section";
import { pageLocale } from "@/lib/i18n/page-locale";
import { getLeaderboard } from "@/lib/api/reads/programme";
import { queryOf, type QueryOf } from "@/lib/query-address";
import { Leaderboard } from "./leaderboard";

const PLAIN: QueryOf<"leaderboard"> = { period: "week" };

/**
 * The leaderboard page body, the same in its main, blank and header-only frames. Its routes cache it
 * per period and language for a minute; the viewer's own row comes from the browser.
 */
export async function LeaderboardPage({
  query = PLAIN,
  path,
}: {
  query?: QueryOf<"leaderboard">;
  path: string;
}) {
  const locale = await pageLocale();
  const t = await getTranslations("leaderboard");
  const board = await getLeaderboard(query.period, locale);
  const keep = query.lang ? { lang: query.lang } : undefined;
  return (
    <PageSection heading={t("heading")} lead={t("intro")}>
      <PageMessages namespaces={["leaderboard"]}>
        <Leaderboard board={board} path={path} keep={keep} />
      </PageMessages>
    </PageSection>
  );
}

/** The leaderboard asked for with a query, as proxy.ts rewrote it ("…/q/period=month"); 404 unless canonical. */
export async function LeaderboardQueryPage({
  params,
  path,
}: {
  params: Promise<{ query: string[] }>;
  path: string;
}) {
  const query = queryOf("leaderboard", (await params).query);
  if (!query) notFound();
  return <LeaderboardPage query={query} path={path} />;
}
