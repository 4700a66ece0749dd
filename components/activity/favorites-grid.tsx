"use client";

import { useCallback, useEffect, useState } from "react";
import { X } from "lucide-react";
import { useSession } from "next-auth/react";
import { useLocale, useTranslations } from "next-intl";
import { FavoritePageSchema, FavoriteStateSchema, type Favorite } from "@/lib/contract/activity";
import { publicEnv } from "@/lib/config/public-env";
import { posterUrl, titleHref, titleOf } from "@/lib/catalogue/titles";
import { isLocale } from "@/lib/i18n/config";
import { toast } from "@/lib/toast";
import { FilmCard } from "@/components/catalogue/film-card";
import { EmptyState } from "@/components/ui/empty-state";
import { useApiClient } from "@/components/providers/use-api-client";
import { CardSkeletons } from "./history-card";
import styles from "./activity.module.scss";

const PER_PAGE = 24;

/** /profile/favorites: the viewer's favorites as film cards, each with a remove button. */
export function FavoritesGrid() {
  const t = useTranslations();
  const raw = useLocale();
  const locale = isLocale(raw) ? raw : "en";
  const api = useApiClient();
  const { status } = useSession();
  const [items, setItems] = useState<Favorite[] | null>(null);
  const [page, setPage] = useState({ current: 0, last: 1 });
  const [failed, setFailed] = useState(false);

  const fetchPage = useCallback(
    (next: number) =>
      api.get("/favorites", FavoritePageSchema, { searchParams: { page: next, per_page: PER_PAGE } }),
    [api],
  );
  const show = useCallback((result: Awaited<ReturnType<typeof fetchPage>>) => {
    setItems((current) => [...(result.meta.page === 1 ? [] : (current ?? [])), ...result.data]);
    setPage({ current: result.meta.page, last: result.meta.last_page });
    setFailed(false);
  }, []);
  const load = (next: number) => fetchPage(next).then(show, () => setFailed(true));

  useEffect(() => {
    if (status !== "authenticated") return;
    let cancelled = false;
    fetchPage(1).then(
      (result) => !cancelled && show(result),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [status, fetchPage, show]);

  async function remove(item: Favorite) {
    try {
      await api.delete(`/favorites/${item.title.kind}/${item.title.id}`, undefined, FavoriteStateSchema);
      setItems((current) => current?.filter((i) => i !== item) ?? null);
      toast.success(t("watch.favoriteRemoved"));
    } catch {
      toast.error(t("activity.actionFailed"));
    }
  }

  if (failed && !items) {
    return (
      <EmptyState
        action={
          <button type="button" className={styles.button} onClick={() => void load(1)}>
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

  const host = publicEnv.NEXT_PUBLIC_API_HOST;
  return (
    <div className={styles.list}>
      <ul className={styles.posterGrid}>
        {items.map((item) => {
          const title = titleOf(item.title, locale);
          return (
            <li key={`${item.title.kind}-${item.title.id}`} className={styles.favorite}>
              <FilmCard
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
      {page.current < page.last ? (
        <button type="button" className={styles.more} onClick={() => void load(page.current + 1)}>
          {t("activity.loadMore")}
        </button>
      ) : null}
    </div>
  );
}
