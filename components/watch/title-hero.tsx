import type { ReactNode } from "react";
import { Image } from "@/components/ui/image";
import { Link } from "@/components/ui/link";
import { Star } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";
import { STAGE_IMAGE_SIZES } from "@/components/player/stage-image";
import type { MovieDetail, SeriesDetail } from "@/lib/contract/catalogue";
import type { Locale } from "@/lib/i18n/config";
import { descriptionOf, nameOf, posterUrl, thumbnailUrl, titleOf } from "@/lib/catalogue/titles";
import { titleFacts } from "@/lib/catalogue/title-facts";
import { categoryPath } from "@/lib/routes";
import { TitleCredits } from "./title-credits";
import styles from "./watch.module.scss";

type Props = { title: MovieDetail | SeriesDetail; locale: Locale; host: string; actions: ReactNode };

/** A watch page's hero: backdrop, poster, title, facts, genres, description, rating and actions. */
export async function TitleHero({ title, locale, host, actions }: Props) {
  const t = await getTranslations();
  const backdrop = thumbnailUrl(title, host);
  const poster = posterUrl(title, host);
  const facts = titleFacts(title, locale, t);
  return (
    <section className={styles.hero}>
      {backdrop ? (
        // The page's largest paint, so fetched first. On a film page it is also the player's poster
        // (same sizes, so one download); an episode's player shows the episode's own still.
        <Image
          src={backdrop}
          alt=""
          fill
          sizes={STAGE_IMAGE_SIZES}
          preload
          fetchPriority="high"
          className={styles.backdrop}
        />
      ) : null}
      <div className={styles.heroInner}>
        {poster ? (
          <div className={styles.poster}>
            {/* Its size at most (14rem): two candidates (1x, 2x) instead of eight in the HTML. */}
            <Image src={poster} alt="" width={224} height={336} className={styles.posterImage} preload />
          </div>
        ) : null}
        <div className={styles.heroText}>
          <h1 className={styles.title}>{titleOf(title, locale)}</h1>
          <p className={styles.facts}>
            {title.age_rating ? (
              <abbr className={styles.ageRating} title={t(`ageRatings.${title.age_rating}`)}>
                {title.age_rating}
              </abbr>
            ) : null}
            {facts.map((fact) => (
              <span key={fact}>{fact}</span>
            ))}
            {title.rating.average !== null ? (
              <span
                className={styles.heroRating}
                role="img"
                aria-label={t("film.rating", { rating: title.rating.average.toFixed(1) })}
              >
                <Star aria-hidden="true" size={16} fill="currentColor" />
                {title.rating.average.toFixed(1)}
              </span>
            ) : null}
          </p>
          {title.genres.length ? (
            <ul className={styles.genres} aria-label={t("watch.genres")}>
              {title.genres.map((genre) => (
                <li key={genre.id}>
                  <Link href={`/${title.kind === "movie" ? "movies" : "series"}?genre=${genre.id}`}>
                    {nameOf(genre, locale)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <p className={styles.description}>{descriptionOf(title, locale)}</p>
          <TitleCredits title={title} />
          {title.sections.length ? (
            <p className={styles.sections}>
              {title.sections.map((section) => (
                <Link key={section.id} href={categoryPath(section.id, section.name_en)}>
                  {nameOf(section, locale)}
                </Link>
              ))}
            </p>
          ) : null}
          {actions}
        </div>
      </div>
    </section>
  );
}
