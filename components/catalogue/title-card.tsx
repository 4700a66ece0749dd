import { getTranslations } from "next-intl/server";
import type { TitleCard as Title } from "@/lib/contract/catalogue";
import { browserEnv } from "@/lib/config/browser-env";
import { nameOf, posterUrl, titleHref, titleOf } from "@/lib/catalogue/titles";
import { pageLocale } from "@/lib/i18n/page-locale";
import { FilmCard } from "./film-card";

/** A catalogue title as a film card, in the page's language. */
export async function TitleCard({
  title,
  priority,
  headingLevel,
}: {
  title: Title;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const locale = await pageLocale();
  const t = await getTranslations();
  const length =
    title.kind === "movie" && title.duration_min
      ? t("catalogue.minutes", { count: title.duration_min })
      : title.seasons_count
        ? t("catalogue.seasons", { count: title.seasons_count })
        : "";
  const details = [
    title.genres
      .slice(0, 2)
      .map((genre) => nameOf(genre, locale))
      .join(", "),
    length,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <FilmCard
      href={titleHref(title)}
      title={titleOf(title, locale)}
      posterUrl={posterUrl(title, browserEnv.NEXT_PUBLIC_API_HOST)}
      year={title.year}
      rating={title.rating.average}
      details={details}
      priority={priority}
      headingLevel={headingLevel}
      labels={{
        rating: t("film.rating", { rating: title.rating.average?.toFixed(1) ?? "" }),
        noPoster: t("film.noPoster"),
        kind: title.kind === "series" ? t("film.series") : undefined,
      }}
    />
  );
}
