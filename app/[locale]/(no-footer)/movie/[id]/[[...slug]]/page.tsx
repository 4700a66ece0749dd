import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TitleRow } from "@/components/catalogue/title-row";
import { PageMessages } from "@/components/providers/page-messages";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { JsonLd } from "@/components/ui/json-ld";
import { StagePicture } from "@/components/player/stage-picture";
import { MovieWatch } from "@/components/watch/movie-watch";
import { RatingSection } from "@/components/watch/rating-section";
import { TitleActions } from "@/components/watch/title-actions";
import { TitleHero } from "@/components/watch/title-hero";
import styles from "@/components/watch/watch.module.scss";
import { byIdOr404, metadataOrNone } from "@/lib/api/not-found";
import { redirectUnlessCanonical } from "@/lib/canonical-redirect";
import { getMovie } from "@/lib/api/reads/catalogue";
import { descriptionOf, posterUrl, thumbnailUrl, titleOf } from "@/lib/catalogue/titles";
import { publicEnv } from "@/lib/config/public-env";
import { pageLocale } from "@/lib/i18n/page-locale";
import { mediaUrl } from "@/lib/media";
import { moviePath } from "@/lib/routes";
import { breadcrumbJsonLd, movieJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { absoluteUrl, localizedUrl } from "@/lib/seo/urls";

/** "More like this" shows a row's worth: less to hydrate under the player on a phone. */
const SIMILAR_SHOWN = 8;

type Props = { params: Promise<{ id: string; slug?: string[] }> };

/** Built on the first visit per language, then served from the cache; revalidated by tag (lib/catalogue/tags). */
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

async function load(params: Props["params"]) {
  return byIdOr404((await params).id, getMovie);
}

async function buildMetadata({ params }: Props): Promise<Metadata> {
  const movie = await load(params);
  const locale = await pageLocale();
  const host = publicEnv.NEXT_PUBLIC_API_HOST;
  return pageMetadata("movie", moviePath(movie.id, movie.title_en), {
    values: { title: titleOf(movie, locale), year: movie.year, description: descriptionOf(movie, locale) },
    image: thumbnailUrl(movie, host) ?? posterUrl(movie, host),
    ogType: "video.movie",
  });
}

/** The backend failing leaves the metadata out; the page shows the error screen (lib/api/not-found). */
export const generateMetadata = metadataOrNone(buildMetadata);

/** /movie/{id}/{slug?}: watch a film. A missing or wrong slug goes to the canonical one. */
export default async function MoviePage({ params }: Props) {
  const { slug } = await params;
  const movie = await load(params);
  const canonical = moviePath(movie.id, movie.title_en);
  redirectUnlessCanonical({ base: "/movie/", canonical, slug });

  const locale = await pageLocale();
  const t = await getTranslations();
  const host = publicEnv.NEXT_PUBLIC_API_HOST;
  const title = titleOf(movie, locale);
  const poster = thumbnailUrl(movie, host) ?? posterUrl(movie, host);
  const crumbs = [
    { name: t("nav.home"), href: "/" },
    { name: t("nav.movies"), href: "/movies" },
    { name: title, href: canonical },
  ];
  return (
    <PageMessages namespaces={["watch", "player"]}>
      <article className={styles.page}>
        <JsonLd
          data={[
            movieJsonLd(movie, {
              locale,
              url: localizedUrl(locale, canonical),
              poster: absoluteUrl(posterUrl(movie, host)),
              thumbnail: absoluteUrl(poster),
            }),
            breadcrumbJsonLd(crumbs.map((c) => ({ name: c.name, url: localizedUrl(locale, c.href) }))),
          ]}
        />
        <Breadcrumbs items={crumbs} label={t("watch.breadcrumb")} />
        <TitleHero
          title={movie}
          locale={locale}
          host={host}
          actions={
            <TitleActions kind="movie" titleId={movie.id} title={title} canPlay={Boolean(movie.media)} />
          }
        />
        <div id="player" className={styles.playerWrap}>
          <MovieWatch
            titleId={movie.id}
            media={{
              title,
              src: mediaUrl(movie.media, host),
              poster,
              subtitles: movie.subtitles.map((s) => ({ ...s, src: mediaUrl(s.src, host) ?? s.src })),
              audioLanguage: movie.original_language,
              segments: movie.segments,
              audio: movie.audio,
              storyboard: mediaUrl(movie.storyboard, host),
              session: { kind: "movie", id: movie.id },
            }}
            picture={<StagePicture src={poster} />}
          />
        </div>
        <RatingSection kind="movie" titleId={movie.id} initial={movie.rating} />
        {movie.similar.length ? (
          <TitleRow heading={t("watch.similar")} titles={movie.similar.slice(0, SIMILAR_SHOWN)} />
        ) : null}
      </article>
    </PageMessages>
  );
}
