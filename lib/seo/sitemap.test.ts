import { entryPath, sitemapItem } from "./sitemap";

describe("sitemap", () => {
  it("gives every kind of catalogue object its canonical page", () => {
    expect(entryPath({ kind: "movie", id: 18, title_en: "The Quiet Orbit" })).toBe(
      "/movie/18/the-quiet-orbit",
    );
    expect(entryPath({ kind: "series", id: 3, title_en: "Moonlit Palace" })).toBe(
      "/tvseries/3/moonlit-palace",
    );
    expect(entryPath({ kind: "section", id: 1, title_en: "Trending Now" })).toBe("/category/1/trending-now");
    expect(entryPath({ kind: "post", id: 7, title_en: "Why we love Đà Lạt" })).toBe(
      "/blog/7/why-we-love-da-lat",
    );
    expect(entryPath({ kind: "blog_category", id: 2, title_en: "Reviews" })).toBe("/blog/category/2/reviews");
  });

  it("names both languages of each URL", () => {
    expect(sitemapItem("https://cineva.example", "/movies", "2026-11-01T00:00:00.000Z")).toEqual({
      url: "https://cineva.example/movies",
      lastModified: "2026-11-01T00:00:00.000Z",
      alternates: {
        languages: {
          en: "https://cineva.example/movies?lang=en",
          vi: "https://cineva.example/movies?lang=vi",
          "x-default": "https://cineva.example/movies",
        },
      },
    });
  });
});
