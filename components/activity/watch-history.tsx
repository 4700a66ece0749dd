"use client";

import { useState } from "react";
import { X } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import type { HistoryEntry } from "@/lib/contract/activity";
import { forgetHistory, forgetTitle, history } from "@/lib/contract/endpoints/activity";
import { titleOf } from "@/lib/catalogue/titles";
import { useAppLocale } from "@/lib/i18n/use-app-locale";
import { toast } from "@/lib/toast";
import { EmptyState } from "@/components/ui/empty-state";
import { useApiClient } from "@/components/data/use-api-client";
import { useViewerPages } from "@/components/data/viewer-data";
import { CardSkeletons, HistoryCard } from "./history-card";
import styles from "./activity.module.scss";

const PER_PAGE = 24;

/** /profile/history: continue watching with progress, remove one, clear all, more on demand. */
export function WatchHistory() {
  const t = useTranslations("activity");
  const locale = useAppLocale();
  const api = useApiClient();
  const {
    items: entries,
    removeWhere,
    failed,
    hasMore,
    loadMore,
    reload,
  } = useViewerPages(history, PER_PAGE);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove(entry: HistoryEntry) {
    setBusy(true);
    try {
      await api.call(forgetTitle, { params: { kind: entry.title.kind, id: entry.title.id } });
      void removeWhere((e) => e.title.kind === entry.title.kind && e.title.id === entry.title.id);
      toast.success(t("removed"));
    } catch {
      toast.error(t("actionFailed"));
    } finally {
      setBusy(false);
    }
  }

  async function clearAll() {
    setBusy(true);
    try {
      await api.call(forgetHistory, {});
      void removeWhere(() => true);
      setConfirming(false);
      toast.success(t("cleared"));
    } catch {
      toast.error(t("actionFailed"));
    } finally {
      setBusy(false);
    }
  }

  if (failed && !entries) {
    return (
      <EmptyState
        action={
          <button type="button" className={styles.button} onClick={() => void reload()}>
            {t("retry")}
          </button>
        }
      >
        {t("loadFailed")}
      </EmptyState>
    );
  }
  if (!entries) return <CardSkeletons count={6} shape="still" />;
  if (!entries.length) return <EmptyState>{t("emptyHistory")}</EmptyState>;

  return (
    <div className={styles.list}>
      <div className={styles.toolbar}>
        {confirming ? (
          <div className={styles.confirm} role="group" aria-label={t("clearAll")}>
            <span>{t("clearConfirm")}</span>
            <button type="button" className={styles.danger} onClick={() => void clearAll()} disabled={busy}>
              {t("clearAll")}
            </button>
            <button type="button" className={styles.button} onClick={() => setConfirming(false)}>
              {t("cancel")}
            </button>
          </div>
        ) : (
          <button type="button" className={styles.button} onClick={() => setConfirming(true)}>
            {t("clearAll")}
          </button>
        )}
      </div>
      <ul className={styles.stillGrid}>
        {entries.map((entry) => (
          <li key={`${entry.title.kind}-${entry.title.id}`}>
            <HistoryCard
              entry={entry}
              action={
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => void remove(entry)}
                  disabled={busy}
                  aria-label={t("removeFromHistory", { title: titleOf(entry.title, locale) })}
                >
                  <X aria-hidden="true" size={16} />
                  {t("remove")}
                </button>
              }
            />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <button type="button" className={styles.more} onClick={() => void loadMore()}>
          {t("loadMore")}
        </button>
      ) : null}
    </div>
  );
}
