import { episodeJsonLd, movieJsonLd, seriesJsonLd, videoJsonLd } from "./json-ld";

import { SITE, emptyValues, episode, movie, movieCtx, series, urlsIn } from "./test-json-ld";

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
      contentRating: "T13",
      duration: "PT2H12M",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.2, ratingCount: 7, bestRating: 5 },
    });
    expect(data.director).toEqual([{ "@type": "Person", name: "Lê Minh" }]);
    expect(data.actor).toEqual([
      { "@type": "Person", name: "Ana Reyes" },
      { "@type": "Person", name: "Trần Thu" },
    ]);
    // A title that credits nobody names nobody.
    const uncredited = movieJsonLd({ ...movie, directors: [], cast: [] }, movieCtx);
    expect(uncredited).not.toHaveProperty("director");
    expect(uncredited).not.toHaveProperty("actor");
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
      inLanguage: "vi",
    });
    // Google: embedUrl must be a player, never the page the video lives on; we have no such player.
    // The stream plays at a playback session's addresses only: a public one would answer 403.
    expect(video).not.toHaveProperty("embedUrl");
    expect(video).not.toHaveProperty("contentUrl");
  });

  it("leaves out a rating nobody gave and a video that cannot play", () => {
    const data = movieJsonLd({ ...movie, media: null, rating: { average: null, count: 0 } }, movieCtx);
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("video");
  });

  it("never writes a relative URL: a missing poster falls back to the thumbnail, then to nothing", () => {
    expect(movieJsonLd(movie, { ...movieCtx, poster: null }).image).toBe(movieCtx.thumbnail);
    const bare = movieJsonLd(movie, { ...movieCtx, poster: "/p.webp", thumbnail: null });
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
