import type { BlogPost } from "@/lib/contract/blog";
import type { MovieDetail, SeriesDetail } from "@/lib/contract/catalogue";
import {
  absolute,
  articleJsonLd,
  breadcrumbJsonLd,
  clean,
  episodeJsonLd,
  HEADLINE_MAX,
  isoDateTime,
  isoDuration,
  itemListJsonLd,
  jsonLdString,
  movieJsonLd,
  seriesJsonLd,
  videoJsonLd,
} from "./json-ld";

const SITE = "https://cineva.vn";

const movie = {
  kind: "movie",
  id: 18,
  title_en: "The Quiet Orbit",
  title_vi: "Quỹ đạo lặng im",
  description_en: "An astronomer listens.",
  description_vi: "Một nhà thiên văn lắng nghe.",
  year: 2024,
  country: "US",
  poster: "p.webp",
  thumbnail: "t.webp",
  duration_min: 132,
  seasons_count: null,
  episodes_count: null,
  genres: [{ id: 1, name_en: "Drama", name_vi: "Chính kịch" }],
  rating: { average: 4.2, count: 7 },
  view_count: 10,
  published_at: "2024-05-01T07:30:00.000Z",
  sections: [],
  media: "/media/clips/aurora/master.m3u8",
  subtitles: [],
  updated_at: "2024-05-02T00:00:00.000Z",
  similar: [],
} satisfies MovieDetail;

const movieCtx = {
  locale: "vi" as const,
  url: `${SITE}/vi/movie/18/the-quiet-orbit`,
  poster: `${SITE}/images/movies/posters/p.webp`,
  thumbnail: `${SITE}/images/movies/thumbnails/t.webp`,
  media: `${SITE}/media/clips/aurora/master.m3u8`,
};

const episode = (no: number) => ({
  id: 100 + no,
  episode_no: no,
  title_en: `Lantern ${no}`,
  title_vi: `Đèn lồng ${no}`,
  image: `e${no}.webp`,
  duration_sec: 16,
  media: "/media/clips/silk/master.m3u8",
  subtitles: [],
});

const series = {
  ...movie,
  kind: "series",
  id: 1,
  title_en: "House of Silk Lanterns",
  title_vi: "Nhà đèn lồng lụa",
  duration_min: null,
  seasons_count: 2,
  episodes_count: 3,
  seasons: [
    { id: 1, season_no: 1, episodes: [episode(1), episode(2)] },
    { id: 2, season_no: 2, episodes: [episode(1)] },
  ],
} satisfies SeriesDetail;

/** Every string in the object that looks like a URL (keys named url, item, image, …Url). */
function urlsIn(value: unknown, key = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => urlsIn(v, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => urlsIn(v, k));
  return typeof value === "string" && /^(url|item|image|mainEntityOfPage|\w+Url)$/.test(key) ? [value] : [];
}

/** No "" / null / [] anywhere: Google reads them as invalid values. */
function emptyValues(value: unknown): unknown[] {
  if (value === null || value === "" || (Array.isArray(value) && value.length === 0)) return [value];
  if (Array.isArray(value)) return value.flatMap(emptyValues);
  if (value && typeof value === "object") return Object.values(value).flatMap(emptyValues);
  return [];
}

describe("helpers", () => {
  it("writes ISO 8601 durations", () => {
    expect(isoDuration(16)).toBe("PT16S");
    expect(isoDuration(3600)).toBe("PT1H");
    expect(isoDuration(5400)).toBe("PT1H30M");
    expect(isoDuration(0)).toBeUndefined();
    expect(isoDuration(null)).toBeUndefined();
  });

  it("writes dates with their time zone and drops what does not parse", () => {
    expect(isoDateTime("2024-05-01T14:30:00+07:00")).toBe("2024-05-01T07:30:00.000Z");
    expect(isoDateTime("2024-05-01T07:30:00.000Z")).toBe("2024-05-01T07:30:00.000Z");
    expect(isoDateTime("yesterday")).toBeUndefined();
    expect(isoDateTime("")).toBeUndefined();
  });

  it("keeps only absolute http(s) URLs", () => {
    expect(absolute(`${SITE}/vi`)).toBe(`${SITE}/vi`);
    expect(absolute("/images/p.webp")).toBeUndefined();
    expect(absolute("javascript:alert(1)")).toBeUndefined();
    expect(absolute(null)).toBeUndefined();
  });

  it("drops empty values at every depth", () => {
    expect(clean({ a: "", b: null, c: [], d: undefined, e: { f: "" }, g: [" ", 0, "x"], h: false })).toEqual({
      g: [0, "x"],
      h: false,
    });
  });
});

describe("Movie", () => {
  it("has Google's required name and image, the recommended rating and release date, in the page's language", () => {
    const data = movieJsonLd(movie, movieCtx);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Movie",
      name: "Quỹ đạo lặng im",
      alternateName: "The Quiet Orbit",
      description: "Một nhà thiên văn lắng nghe.",
      url: movieCtx.url,
      image: movieCtx.poster,
      dateCreated: "2024",
      datePublished: "2024-05-01T07:30:00.000Z",
      inLanguage: "vi",
      genre: ["Chính kịch"],
      duration: "PT2H12M",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.2, ratingCount: 7, bestRating: 5 },
    });
    // The catalogue knows no director: none is made up.
    expect(data).not.toHaveProperty("director");
    expect(urlsIn(data).every((u) => u.startsWith(`${SITE}/`))).toBe(true);
    expect(emptyValues(data)).toEqual([]);
  });

  it("carries the film's VideoObject with Google's required and recommended properties", () => {
    const { video } = movieJsonLd(movie, movieCtx);
    expect(video).toEqual({
      "@type": "VideoObject",
      name: "Quỹ đạo lặng im",
      description: "Một nhà thiên văn lắng nghe.",
      thumbnailUrl: [movieCtx.thumbnail, movieCtx.poster],
      uploadDate: "2024-05-01T07:30:00.000Z",
      duration: "PT2H12M",
      contentUrl: movieCtx.media,
      inLanguage: "vi",
    });
    // Google: embedUrl must be a player, never the page the video lives on; we have no such player.
    expect(video).not.toHaveProperty("embedUrl");
  });

  it("leaves out a rating nobody gave and a video that cannot play", () => {
    const data = movieJsonLd({ ...movie, media: null, rating: { average: null, count: 0 } }, movieCtx);
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("video");
  });

  it("never writes a relative URL: a missing poster falls back to the thumbnail, then to nothing", () => {
    expect(movieJsonLd(movie, { ...movieCtx, poster: null }).image).toBe(movieCtx.thumbnail);
    const bare = movieJsonLd(movie, { ...movieCtx, poster: "/p.webp", thumbnail: null, media: "/m.m3u8" });
    expect(bare).not.toHaveProperty("image");
    expect(bare).not.toHaveProperty("video");
  });

  it("speaks English on the English address", () => {
    expect(movieJsonLd(movie, { ...movieCtx, locale: "en" })).toMatchObject({
      name: "The Quiet Orbit",
      alternateName: "Quỹ đạo lặng im",
      inLanguage: "en",
      genre: ["Drama"],
    });
  });
});

describe("VideoObject", () => {
  const input = {
    name: "Clip",
    description: "",
    thumbnails: [`${SITE}/t.webp`],
    uploadDate: "2024-05-01T00:00:00Z",
    durationSec: 16,
    contentUrl: `${SITE}/media/x.m3u8`,
    locale: "en" as const,
  };

  it("is left out when a required property is missing", () => {
    expect(videoJsonLd({ ...input, thumbnails: [null, "/relative.webp"] })).toBeNull();
    expect(videoJsonLd({ ...input, uploadDate: "not a date" })).toBeNull();
    expect(videoJsonLd({ ...input, name: " " })).toBeNull();
  });

  it("describes itself by its name when there is no description", () => {
    expect(videoJsonLd(input)).toMatchObject({ description: "Clip", duration: "PT16S" });
  });
});

describe("TVSeries and TVEpisode", () => {
  const seriesUrl = `${SITE}/vi/tvseries/1/house-of-silk-lanterns`;
  const episodeUrl = (s: number, e: number) => `${seriesUrl}&ss=${s}&ep=${e}`;

  it("describes a series with its seasons, each episode linked by its own address", () => {
    const data = seriesJsonLd(series, series.seasons, {
      locale: "vi",
      url: seriesUrl,
      poster: `${SITE}/p.webp`,
      thumbnail: null,
      episodeUrl,
    });
    expect(data).toMatchObject({
      "@type": "TVSeries",
      name: "Nhà đèn lồng lụa",
      url: seriesUrl,
      image: `${SITE}/p.webp`,
      inLanguage: "vi",
      numberOfSeasons: 2,
      numberOfEpisodes: 3,
      containsSeason: [
        {
          "@type": "TVSeason",
          seasonNumber: 1,
          episode: [
            { "@type": "TVEpisode", episodeNumber: 1, name: "Đèn lồng 1", url: episodeUrl(1, 1) },
            { "@type": "TVEpisode", episodeNumber: 2, name: "Đèn lồng 2", url: episodeUrl(1, 2) },
          ],
        },
        { "@type": "TVSeason", seasonNumber: 2 },
      ],
    });
    expect(data).not.toHaveProperty("video");
    expect(emptyValues(data)).toEqual([]);
  });

  const episodeCtx = {
    locale: "vi" as const,
    seasonNo: 1,
    episode: episode(2),
    url: episodeUrl(1, 2),
    seriesUrl,
    videoName: "Nhà đèn lồng lụa: Phần 1 · Tập 2 — Đèn lồng 2",
    videoDescription: "Phần 1, tập 2 của Nhà đèn lồng lụa: Đèn lồng 2.",
    still: `${SITE}/images/tvseries/episodes/e2.webp`,
    thumbnail: `${SITE}/t.webp`,
    poster: null,
    media: `${SITE}/media/clips/silk/master.m3u8`,
  };

  it("makes the episode the page's subject, part of its season and series, with its own video", () => {
    const data = episodeJsonLd(series, episodeCtx);
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "TVEpisode",
      name: "Đèn lồng 2",
      episodeNumber: 2,
      url: episodeUrl(1, 2),
      image: episodeCtx.still,
      duration: "PT16S",
      inLanguage: "vi",
      partOfSeason: { "@type": "TVSeason", seasonNumber: 1 },
      partOfSeries: { "@type": "TVSeries", name: "Nhà đèn lồng lụa", url: seriesUrl },
      video: {
        "@type": "VideoObject",
        name: episodeCtx.videoName,
        description: episodeCtx.videoDescription,
        thumbnailUrl: [episodeCtx.still, episodeCtx.thumbnail],
        uploadDate: "2024-05-01T07:30:00.000Z",
        duration: "PT16S",
        contentUrl: episodeCtx.media,
        inLanguage: "vi",
      },
    });
  });

  it("has no video for an episode that cannot play", () => {
    const data = episodeJsonLd(series, { ...episodeCtx, episode: { ...episode(2), media: null } });
    expect(data).not.toHaveProperty("video");
    expect(data).toMatchObject({ partOfSeries: { url: seriesUrl } });
  });
});

describe("ItemList", () => {
  it("lists the detail pages by absolute URL at positions 1..n", () => {
    const urls = [1, 2, 3].map((id) => `${SITE}/vi/movie/${id}/x`);
    expect(itemListJsonLd("Phim lẻ", urls)).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Phim lẻ",
      numberOfItems: 3,
      itemListElement: urls.map((url, i) => ({ "@type": "ListItem", position: i + 1, url })),
    });
  });

  it("needs two distinct absolute URLs, as Google does", () => {
    expect(itemListJsonLd("x", [`${SITE}/a`])).toBeNull();
    expect(itemListJsonLd("x", [`${SITE}/a`, `${SITE}/a`, "/b"])).toBeNull();
    expect(itemListJsonLd("x", [])).toBeNull();
  });
});

describe("Article", () => {
  const post = {
    id: 3,
    category: { id: 1, name_en: "News", name_vi: "Tin tức" },
    title_en: "Behind the lanterns",
    title_vi: "Đằng sau những chiếc đèn lồng",
    excerpt_en: "How it was made.",
    excerpt_vi: "Cách làm phim.",
    cover: "c.webp",
    featured: false,
    reading_minutes_en: 3,
    reading_minutes_vi: 3,
    published_at: "2025-01-02T03:04:05.000Z",
    updated_at: "2025-01-03T00:00:00.000Z",
    paragraphs_en: [],
    paragraphs_vi: [],
    related: [],
  } satisfies BlogPost;
  const ctx = {
    locale: "vi" as const,
    url: `${SITE}/vi/blog/3/behind-the-lanterns`,
    image: `${SITE}/images/blog/covers/c.webp`,
    headline: post.title_vi,
    description: post.excerpt_vi,
    section: "Tin tức",
    publisher: { name: "Cineva", url: `${SITE}/vi` },
  };

  it("has Google's recommended headline, image, dates with their zone and author", () => {
    expect(articleJsonLd(post, ctx)).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Đằng sau những chiếc đèn lồng",
      description: "Cách làm phim.",
      url: ctx.url,
      mainEntityOfPage: ctx.url,
      image: [ctx.image],
      datePublished: "2025-01-02T03:04:05.000Z",
      dateModified: "2025-01-03T00:00:00.000Z",
      articleSection: "Tin tức",
      inLanguage: "vi",
      author: { "@type": "Organization", name: "Cineva", url: `${SITE}/vi` },
      publisher: { "@type": "Organization", name: "Cineva", url: `${SITE}/vi` },
    });
  });

  it("keeps a long headline to 110 characters and leaves out a missing cover", () => {
    const long = "word ".repeat(40).trim();
    const data = articleJsonLd(post, { ...ctx, headline: long, image: null });
    expect((data.headline as string).length).toBeLessThanOrEqual(HEADLINE_MAX);
    expect(data.headline).toMatch(/^word( word)*…$/);
    expect(data).not.toHaveProperty("image");
  });
});

describe("BreadcrumbList", () => {
  it("numbers breadcrumbs from 1 with absolute item URLs", () => {
    expect(
      breadcrumbJsonLd([
        { name: "Trang chủ", url: `${SITE}/vi` },
        { name: "Phim lẻ", url: `${SITE}/vi/movies` },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Trang chủ", item: `${SITE}/vi` },
        { "@type": "ListItem", position: 2, name: "Phim lẻ", item: `${SITE}/vi/movies` },
      ],
    });
  });
});

describe("jsonLdString", () => {
  it("cannot be closed early by a title containing </script>", () => {
    const text = jsonLdString({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
