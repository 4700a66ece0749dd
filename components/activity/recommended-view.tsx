"use client";

import { useTranslations } from "next-intl";
import type { Recommendations } from "@/lib/contract/catalogue";
import { browserEnv } from "@/lib/config/browser-env";
import { posterUrl, titleHref, titleOf } from "@/lib/catalogue/titles";
import { useAppLocale } from "@/lib/i18n/use-app-locale";
import { FilmCard } from "@/components/catalogue/film-card";
import { EmptyState } from "@/components/ui/empty-state";
import styles from "./activity.module.scss";

export const RECOMMENDED_LIMIT = 24;

/** The titles as a poster grid, saying whose picks they are. */
export function RecommendedView({ shown }: { shown: Recommendations }) {
  const t = useTranslations();
  const locale = useAppLocale();
  if (!shown.data.length) return <EmptyState>{t("listing.emptyRecommended")}</EmptyState>;
  const host = browserEnv.NEXT_PUBLIC_API_HOST;
  return (
    <div className={styles.list}>
      <p className={styles.cardMeta} data-testid="recommendation-basis">
        {t(shown.personal ? "listing.recommendedPersonal" : "listing.recommendedPopular")}
      </p>
      <ul className={styles.posterGrid}>
        {shown.data.map((title, index) => (
          <li key={`${title.kind}-${title.id}`}>
            <FilmCard
              headingLevel={2}
              href={titleHref(title)}
              title={titleOf(title, locale)}
              posterUrl={posterUrl(title, host)}
              year={title.year}
              rating={title.rating.average}
              priority={index < 4}
              labels={{
                rating: t("film.rating", { rating: title.rating.average?.toFixed(1) ?? "" }),
                noPoster: t("film.noPoster"),
                kind: title.kind === "series" ? t("film.series") : undefined,
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
