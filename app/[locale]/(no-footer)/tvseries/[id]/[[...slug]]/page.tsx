import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { TitleRow } from "@/components/catalogue/title-row";
import { PageMessages } from "@/components/providers/page-messages";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { JsonLd } from "@/components/ui/json-ld";
import { RatingSection } from "@/components/watch/rating-section";
import { SeriesWatchSection } from "@/components/watch/series-watch-section";
import { TitleActions } from "@/components/watch/title-actions";
import { TitleHero } from "@/components/watch/title-hero";
import styles from "@/components/watch/watch.module.scss";
import { byIdOr404, metadataOrNone } from "@/lib/api/not-found";
import { redirectUnlessCanonical } from "@/lib/canonical-redirect";
import { chooseEpisode, namesSomething, playableSeasons, requestedEpisode } from "@/lib/catalogue/episodes";
import { getSeries } from "@/lib/api/reads/catalogue";
import { descriptionOf, posterUrl, thumbnailUrl, titleOf } from "@/lib/catalogue/titles";
import { publicEnv } from "@/lib/config/public-env";
import { pageLocale } from "@/lib/i18n/page-locale";
import { imageUrl } from "@/lib/images";
import { breadcrumbJsonLd, episodeJsonLd, seriesJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { absoluteUrl, localizedUrl } from "@/lib/seo/urls";
import { parseSeriesSegment, seriesPath } from "@/lib/tvseries-route";
import { toSlug } from "@/lib/slug";

type Props = { params: Promise<{ id: string; slug?: string[] }> };

/** Built on the first visit per path and language, then served from the cache; revalidated by tag. */
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

async function load(params: Props["params"]) {
  const { id: rawId, slug } = await params;
  const series = await byIdOr404(rawId, getSeries);
  // "/tvseries/{id}/{slug}&ss={n}&ep={m}" (product §2.4): the numbers live in the last segment.
  const segment = parseSeriesSegment(slug?.[0]);
  const seasons = playableSeasons(series.seasons);
  if (!namesSomething(seasons, segment.season, segment.episode)) notFound();
  const named = requestedEpisode(seasons, segment.season, segment.episode);
  return { series, segment, seasons, named, slug };
}

async function buildMetadata({ params }: Props): Promise<Metadata> {
  const { series, named } = await load(params);
  const locale = await pageLocale();
  const t = await getTranslations("watch");
  const host = publicEnv.NEXT_PUBLIC_API_HOST;
  const title = titleOf(series, locale);
  const values = { title, description: descriptionOf(series, locale) };
  const image = thumbnailUrl(series, host) ?? posterUrl(series, host);
  if (!named) {
    return pageMetadata("tvseries", seriesPath(series.id, series.title_en), {
      values,
      image,
      ogType: "video.tv_show",
    });
  }
  const episode = t("episodeHeading", {
    season: named.season.season_no,
    episode: named.episode.episode_no,
    title: titleOf(named.episode, locale),
  });
  return pageMetadata(
    "tvepisode",
    seriesPath(series.id, series.title_en, {
      season: named.season.season_no,
      episode: named.episode.episode_no,
    }),
    {
      values: { ...values, episode },
      image: imageUrl("episode", named.episode.image, host) ?? image,
      ogType: "video.episode",
    },
  );
}

/** The backend failing leaves the metadata out; the page shows the error screen (lib/api/not-found). */
export const generateMetadata = metadataOrNone(buildMetadata);

/**
 * /tvseries/{id}/{slug}&ss={n}&ep={m}: watch a series. A wrong slug goes to the canonical one with the
 * same numbers; numbers that name no season or episode are a 404 (load); unreadable ones are ignored.
 */
export default async function SeriesPage({ params }: Props) {
  const { series, segment, seasons, named, slug } = await load(params);
  redirectUnlessCanonical({
    base: "/tvseries/",
    canonical: seriesPath(series.id, series.title_en, { season: segment.season, episode: segment.episode }),
    slug,
    // The numbers are not compared: load() has checked that they name a season or an episode.
    isCanonical: (slug?.length ?? 0) <= 1 && segment.slug === toSlug(series.title_en),
  });
  const locale = await pageLocale();
  const t = await getTranslations();
  const host = publicEnv.NEXT_PUBLIC_API_HOST;
  const title = titleOf(series, locale);
  const base = seriesPath(series.id, series.title_en);
  const thumbnail = thumbnailUrl(series, host) ?? posterUrl(series, host);
  const shown = named ?? chooseEpisode(seasons, segment.season, segment.episode);
  const episodeUrl =
    named &&
    seriesPath(series.id, series.title_en, {
      season: named.season.season_no,
      episode: named.episode.episode_no,
    });
  const crumbs = [
    { name: t("nav.home"), href: "/" },
    { name: t("nav.series"), href: "/series" },
    { name: title, href: base },
  ];
  const poster = posterUrl(series, host);
  const episodeHeading =
    named &&
    t("watch.episodeHeading", {
      season: named.season.season_no,
      episode: named.episode.episode_no,
      title: titleOf(named.episode, locale),
    });
  return (
    <PageMessages namespaces={["watch", "player"]}>
      <article className={styles.page}>
        <JsonLd
          data={[
            named && episodeUrl
              ? episodeJsonLd(series, {
                  locale,
                  seasonNo: named.season.season_no,
                  episode: named.episode,
                  url: localizedUrl(locale, episodeUrl),
                  seriesUrl: localizedUrl(locale, base),
                  videoName: t("meta.tvepisode.title", { title, episode: episodeHeading! }),
                  videoDescription: t("meta.tvepisode.videoDescription", {
                    series: title,
                    season: named.season.season_no,
                    episode: named.episode.episode_no,
                    title: titleOf(named.episode, locale),
                    description: descriptionOf(series, locale),
                  }),
                  still: absoluteUrl(imageUrl("episode", named.episode.image, host)),
                  thumbnail: absoluteUrl(thumbnail),
                  poster: absoluteUrl(poster),
                })
              : seriesJsonLd(series, seasons, {
                  locale,
                  url: localizedUrl(locale, base),
                  poster: absoluteUrl(poster),
                  thumbnail: absoluteUrl(thumbnail),
                  episodeUrl: (season, episode) =>
                    localizedUrl(locale, seriesPath(series.id, series.title_en, { season, episode })),
                }),
            breadcrumbJsonLd(crumbs.map((c) => ({ name: c.name, url: localizedUrl(locale, c.href) }))),
          ]}
        />
        <Breadcrumbs items={crumbs} label={t("watch.breadcrumb")} />
        <TitleHero
          title={series}
          locale={locale}
          host={host}
          actions={
            <TitleActions
              kind="series"
              titleId={series.id}
              title={title}
              canPlay={Boolean(shown?.episode.media)}
            />
          }
        />
        <SeriesWatchSection
          seriesId={series.id}
          slugTitle={series.title_en}
          title={title}
          audioLanguage={series.original_language}
          locale={locale}
          seasons={seasons}
          requested={{ season: segment.season, episode: segment.episode }}
          host={host}
          fallbackImage={thumbnail}
          episodeDocumentTitle={t("meta.titleTemplate").replace(
            "%s",
            t("meta.tvepisode.title", { title, episode: "{episode}" }),
          )}
        />
        <RatingSection kind="series" titleId={series.id} initial={series.rating} />
        {series.similar.length ? <TitleRow heading={t("watch.similar")} titles={series.similar} /> : null}
      </article>
    </PageMessages>
  );
}
