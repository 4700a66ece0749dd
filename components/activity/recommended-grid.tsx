"use client";

import { useTranslations } from "next-intl";
import type { Recommendations } from "@/lib/contract/catalogue";
import { publicEnv } from "@/lib/config/public-env";
import { posterUrl, titleHref, titleOf } from "@/lib/catalogue/titles";
import { useAppLocale } from "@/lib/i18n/use-app-locale";
import { FilmCard } from "@/components/catalogue/film-card";
import { EmptyState } from "@/components/ui/empty-state";
import { useViewerData } from "@/components/providers/use-viewer-data";
import styles from "./activity.module.scss";

// Loaded with the first call, so zod stays out of the page's first-load JS (lib/api/client.ts).
const recommendations = () => import("@/lib/contract/catalogue").then((m) => m.RecommendationsSchema);

export const RECOMMENDED_LIMIT = 24;

/**
 * /recommended: the server renders the popular titles everyone sees (cacheable); a signed-in viewer's
 * own picks replace them once they arrive.
 */
export function RecommendedGrid({ popular }: { popular: Recommendations }) {
  const t = useTranslations();
  const locale = useAppLocale();
  const mine = useViewerData("/recommendations", recommendations, { limit: RECOMMENDED_LIMIT });
  const shown = (mine.data?.personal && mine.data) || popular;
  if (!shown.data.length) return <EmptyState>{t("listing.emptyRecommended")}</EmptyState>;
  const host = publicEnv.NEXT_PUBLIC_API_HOST;
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
