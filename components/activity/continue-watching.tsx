"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { useSession } from "next-auth/react";
import { useTranslations } from "next-intl";
import { HistoryPageSchema, type HistoryEntry } from "@/lib/contract/activity";
import { useApiClient } from "@/components/providers/use-api-client";
import { CardSkeletons, HistoryCard } from "./history-card";
import styles from "./activity.module.scss";

/**
 * The home page's "continue watching" row: per viewer, so it loads in the browser and leaves the
 * prerendered page the same for everyone. Guests and viewers with nothing in progress see no row.
 */
export function ContinueWatching() {
  const t = useTranslations("activity");
  const api = useApiClient();
  const { status } = useSession();
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);

  useEffect(() => {
    if (status !== "authenticated") return;
    let cancelled = false;
    api.get("/history", HistoryPageSchema, { searchParams: { in_progress: 1, per_page: 12 } }).then(
      (page) => !cancelled && setEntries(page.data),
      () => !cancelled && setEntries([]),
    );
    return () => {
      cancelled = true;
    };
  }, [api, status]);

  if (status !== "authenticated" || (entries && !entries.length)) return null;
  return (
    <section className={styles.row} aria-label={t("continueWatching")}>
      <div className={styles.rowHead}>
        <h2 className={styles.rowTitle}>{t("continueWatching")}</h2>
        <Link href="/profile/history" className={styles.seeAll}>
          {t("seeAll")}
        </Link>
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
