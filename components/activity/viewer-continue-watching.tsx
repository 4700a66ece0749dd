"use client";

import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { useViewerData } from "@/components/data/viewer-data";
import { CardSkeletons, HistoryCard } from "./history-card";
import styles from "./activity.module.scss";

// Loaded with the first call, so zod stays out of the page's first-load JS (lib/api/client.ts).
const history = () => import("@/lib/contract/endpoints/activity").then((m) => m.history);

/** The signed-in viewer's "continue watching" row; none when nothing is in progress. */
export function ViewerContinueWatching() {
  const t = useTranslations("activity");
  const { data, failed } = useViewerData(history, { query: { in_progress: "1", per_page: 12 } });
  const entries = data?.data ?? null;

  if (failed || (entries && !entries.length)) return null;
  return (
    <section className={styles.row} aria-label={t("continueWatching")}>
      <div className={styles.rowHead}>
        <h2>{t("continueWatching")}</h2>
        <Link href="/profile/history">{t("seeAll")}</Link>
      </div>
      {entries ? (
        <ul className={styles.rowList}>
          {entries.map((entry) => (
            <li key={`${entry.title.kind}-${entry.title.id}`}>
              <HistoryCard entry={entry} />
            </li>
          ))}
        </ul>
      ) : (
        <CardSkeletons count={4} shape="still" />
      )}
    </section>
  );
}
