import type { MovieDetail } from "@/lib/contract/catalogue";
import { breadcrumbJsonLd, isoDuration, jsonLdString, movieJsonLd } from "./json-ld";

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
  published_at: "2024-05-01T00:00:00.000Z",
  sections: [],
  media: "/media/clips/aurora/master.m3u8",
  subtitles: [],
  updated_at: "2024-05-02T00:00:00.000Z",
  similar: [],
} satisfies MovieDetail;

const ctx = {
  locale: "vi" as const,
  siteUrl: "https://cineva.vn/",
  poster: "https://cineva.vn/p",
  thumbnail: "https://cineva.vn/t",
};

describe("structured data", () => {
  it("describes a film in the page's language with its rating, genres, length and video", () => {
    const data = movieJsonLd(movie, "https://cineva.vn/movie/18/the-quiet-orbit", ctx);
    expect(data).toMatchObject({
      "@type": "Movie",
      name: "Quỹ đạo lặng im",
      alternateName: "The Quiet Orbit",
      genre: ["Chính kịch"],
      duration: "PT2H12M",
      aggregateRating: { ratingValue: 4.2, ratingCount: 7, bestRating: 5 },
      video: { "@type": "VideoObject", thumbnailUrl: "https://cineva.vn/t" },
    });
  });

  it("leaves out a rating nobody gave and a video that cannot play", () => {
    const data = movieJsonLd({ ...movie, media: null, rating: { average: null, count: 0 } }, "u", ctx);
    expect(data.aggregateRating).toBeUndefined();
    expect(data.video).toBeUndefined();
  });

  it("numbers breadcrumbs from 1", () => {
    expect(
      breadcrumbJsonLd([
        { name: "Home", url: "https://cineva.vn/" },
        { name: "Movies", url: "https://cineva.vn/movies" },
      ]),
    ).toMatchObject({
      itemListElement: [
        { position: 1, name: "Home" },
        { position: 2, name: "Movies" },
      ],
    });
  });

  it("writes ISO 8601 durations", () => {
    expect(isoDuration(16)).toBe("PT16S");
    expect(isoDuration(3600)).toBe("PT1H");
    expect(isoDuration(5400)).toBe("PT1H30M");
    expect(isoDuration(0)).toBeUndefined();
  });

  it("cannot be closed early by a title containing </script>", () => {
    const text = jsonLdString({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
