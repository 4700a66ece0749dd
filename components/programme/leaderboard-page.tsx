import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/components/providers/page-messages";
import { PageSection } from "@/components/ui/page-section";
import { getLeaderboard } from "@/lib/api/reads/programme";
import { queryOf, type QueryOf } from "@/lib/query-address";
import { LeaderboardBoard, PeriodTabs } from "./leaderboard-board";
import { YourPlace } from "./your-place";
import styles from "./leaderboard.module.scss";

const PLAIN: QueryOf<"leaderboard"> = { period: "week" };

/**
 * The leaderboard page body, the same in its main, blank and header-only frames: the period tabs,
 * "your place", the podium and the top 100. Its routes cache it per period and language, rebuilt when
 * the board changes (lib/api/reads/programme.ts); the viewer's own place comes from the browser.
 */
export async function LeaderboardPage({
  query = PLAIN,
  path,
}: {
  query?: QueryOf<"leaderboard">;
  path: string;
}) {
  const t = await getTranslations("leaderboard");
  const board = await getLeaderboard(query.period);
  const keep = query.lang ? { lang: query.lang } : undefined;
  return (
    <PageSection heading={t("heading")} lead={t("intro")}>
      <div className={styles.stack}>
        <PeriodTabs period={board.period} path={path} keep={keep} />
        <PageMessages namespaces={["leaderboard"]}>
          <YourPlace period={board.period} />
        </PageMessages>
        <LeaderboardBoard board={board} />
      </div>
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
