"use client";

import { X } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import type { Favorite } from "@/lib/contract/activity";
import { favorites, removeFavorite } from "@/lib/contract/endpoints/activity";
import { browserEnv } from "@/lib/config/browser-env";
import { posterUrl, titleHref, titleOf } from "@/lib/catalogue/titles";
import { useAppLocale } from "@/lib/i18n/use-app-locale";
import { toast } from "@/lib/toast";
import { FilmCard } from "@/components/catalogue/film-card";
import { EmptyState } from "@/components/ui/empty-state";
import { useApiClient } from "@/components/data/use-api-client";
import { useViewerPages } from "@/components/data/viewer-data";
import { CardSkeletons } from "./history-card";
import styles from "./activity.module.scss";

const PER_PAGE = 24;

/** /profile/favorites: the viewer's favorites as film cards, each with a remove button. */
export function FavoritesGrid() {
  const t = useTranslations();
  const locale = useAppLocale();
  const api = useApiClient();
  const { items, removeWhere, failed, hasMore, loadMore, reload } = useViewerPages(favorites, PER_PAGE);

  async function remove(item: Favorite) {
    try {
      await api.call(removeFavorite, { params: { kind: item.title.kind, id: item.title.id } });
      void removeWhere((i) => i.title.kind === item.title.kind && i.title.id === item.title.id);
      toast.success(t("watch.favoriteRemoved"));
    } catch {
      toast.error(t("activity.actionFailed"));
    }
  }

  if (failed && !items) {
    return (
      <EmptyState
        action={
          <button type="button" className={styles.button} onClick={() => void reload()}>
            {t("activity.retry")}
          </button>
        }
      >
        {t("activity.loadFailed")}
      </EmptyState>
    );
  }
  if (!items) return <CardSkeletons count={8} shape="poster" />;
  if (!items.length) return <EmptyState>{t("activity.emptyFavorites")}</EmptyState>;

  const host = browserEnv.NEXT_PUBLIC_API_HOST;
  return (
    <div className={styles.list}>
      <ul className={styles.posterGrid}>
        {items.map((item) => {
          const title = titleOf(item.title, locale);
          return (
            <li key={`${item.title.kind}-${item.title.id}`} className={styles.favorite}>
              <FilmCard
                headingLevel={2}
                href={titleHref(item.title)}
                title={title}
                posterUrl={posterUrl(item.title, host)}
                year={item.title.year}
                rating={item.title.rating.average}
                labels={{
                  rating: t("film.rating", { rating: item.title.rating.average?.toFixed(1) ?? "" }),
                  noPoster: t("film.noPoster"),
                  kind: item.title.kind === "series" ? t("film.series") : undefined,
                }}
              />
              <button
                type="button"
                className={styles.remove}
                onClick={() => void remove(item)}
                aria-label={t("activity.removeFromFavorites", { title })}
              >
                <X aria-hidden="true" size={16} />
                {t("activity.remove")}
              </button>
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <button type="button" className={styles.more} onClick={() => void loadMore()}>
          {t("activity.loadMore")}
        </button>
      ) : null}
    </div>
  );
}
