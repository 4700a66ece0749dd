/** @jest-environment node */
import {
  RecommendationsSchema,
  SearchResultSchema,
  SitemapPageSchema,
  SuggestResultSchema,
  type TitleCard,
} from "@/lib/contract/catalogue";
import { movies, tvSeries, watchHistory } from "../../db/schema";
import { SERIES } from "../../demo/content/series";
import { BLOG_CATEGORIES, BLOG_POSTS } from "../../demo/content/blog-posts";
import { SECTIONS } from "../../demo/content/taxonomy";
import { searchTextOf } from "../../db/search-text";
import { createTestContext, createViewer } from "../../test-harness";
import { FILM_COUNT, ctx, getJson, godfatherId, page, scheduledId, setUpCatalogueContext } from "./test-kit";

setUpCatalogueContext();

describe("GET /api/search", () => {
  const search = async (q: string, extra = "") => {
    const { status, body } = await getJson(`/api/search?q=${encodeURIComponent(q)}${extra}`);
    expect(status).toBe(200);
    return SearchResultSchema.parse(body);
  };
  const titles = (cards: TitleCard[]) => cards.map((c) => c.title_en);

  it("is accent- and case-insensitive in both languages", async () => {
    for (const q of ["bo gia", "Bố Già", "BỐ GIÀ", "bo-gia", "  bố   già  "]) {
      const result = await search(q);
      expect(result.query).toBe("bo gia");
      expect(result.movies[0]?.id).toBe(godfatherId);
    }
    expect(titles((await search("nguoi lam dieu")).movies)).toEqual(["The Kite Maker of Bến Tre"]);
    expect(titles((await search("Mưa trên phố")).movies)).toEqual(["Rain Over Hàng Bạc Street"]);
    expect(titles((await search("đội 7")).series)).toEqual(["Precinct 7: Hà Nội"]);
    expect(titles((await search("doi 7")).series)).toEqual(["Precinct 7: Hà Nội"]);
  });

  it("requires every word, the last one as a prefix", async () => {
    expect(titles((await search("kite bookshop")).movies)).toEqual([]);
    expect(titles((await search("kite mak")).movies)).toEqual(["The Kite Maker of Bến Tre"]);
    // "ki" starts "kite", "kyoto", "kitchen": a whole word must not match inside another.
    expect(titles((await search("ite")).movies)).toEqual([]);
  });

  it("finds films, series and blog posts at once, within the limit", async () => {
    const result = await search("moonlit palace");
    expect(titles(result.series)).toEqual(["Moonlit Palace"]);
    expect(result.posts.map((p) => p.title_en)).toContain("Moonlit Palace Season 3 Arrives This Week");
    const limited = await search("the", "&limit=3");
    expect(limited.movies).toHaveLength(3);
    expect(limited.series.length).toBeLessThanOrEqual(3);
    const post = await search("danh gia hoc vien tau ma");
    expect(post.posts.map((p) => p.title_en)).toEqual([
      "Review: Ghost Train Academy Is the Anime Series to Start Now",
    ]);
  });

  it("answers an empty or punctuation-only query with nothing, and hides unpublished titles", async () => {
    for (const q of ["", "   ", "!!!", "火影"]) {
      const result = await search(q);
      expect(result).toEqual({ query: "", movies: [], series: [], posts: [] });
    }
    expect((await search("tomorrow's premiere")).movies).toEqual([]);
    expect((await getJson("/api/search?limit=0&q=a")).status).toBe(422);
  });

  it("ranks a title starting with the phrase first, then one with the phrase, then the rest, each by views", async () => {
    const fresh = await createTestContext();
    try {
      const film = (titleEn: string, viewCount: number) => ({
        titleEn,
        titleVi: "Phim thử",
        year: 2024,
        country: "VN",
        originalLanguage: "vi",
        durationMin: 90,
        searchText: searchTextOf(titleEn, "Phim thử"),
        viewCount,
        publishedAt: new Date(fresh.deps.now().getTime() - 86_400_000),
      });
      await fresh.db
        .insert(movies)
        .values([
          film("Harbor of the Zephyr", 900),
          film("Night of Zephyr Harbor", 50),
          film("Zephyr Harborside", 10),
          film("Zephyr Harbor", 1),
          film("Zephyrs", 5),
        ]);
      const found = async (q: string, limit = 20) => {
        const response = await fresh.get(`/api/search?q=${encodeURIComponent(q)}&limit=${limit}`);
        return titles(SearchResultSchema.parse(await response.json()).movies);
      };
      expect(await found("zephyr harbor")).toEqual([
        "Zephyr Harborside",
        "Zephyr Harbor",
        "Night of Zephyr Harbor",
        "Harbor of the Zephyr",
      ]);
      expect(await found("zephyr harbor", 3)).toEqual([
        "Zephyr Harborside",
        "Zephyr Harbor",
        "Night of Zephyr Harbor",
      ]);
      expect(await found("zephyr")).toEqual([
        "Zephyr Harborside",
        "Zephyrs",
        "Zephyr Harbor",
        "Harbor of the Zephyr",
        "Night of Zephyr Harbor",
      ]);
      const suggest = await fresh.get("/api/search/suggest?q=zephyr%20h");
      const { data } = SuggestResultSchema.parse(await suggest.json());
      expect(data.map((s) => s.title_en)).toEqual([
        "Zephyr Harborside",
        "Zephyr Harbor",
        "Night of Zephyr Harbor",
        "Harbor of the Zephyr",
      ]);
    } finally {
      await fresh.close();
    }
  }, 30_000); // a database of its own: a few seconds on PGlite
});

describe("GET /api/search/suggest", () => {
  it("suggests at most 8 titles whose words start with the typed text", async () => {
    const { status, body } = await getJson("/api/search/suggest?q=th");
    expect(status).toBe(200);
    const { data } = SuggestResultSchema.parse(body);
    expect(data).toHaveLength(8);
    for (const item of data) expect(searchTextOf(item.title_en, item.title_vi)).toMatch(/(^| )th/);
    const accented = SuggestResultSchema.parse(
      (await getJson(`/api/search/suggest?q=${encodeURIComponent("Hổ ne")}`)).body,
    );
    expect(accented.data.map((s) => s.title_en)).toEqual(["Neon Tiger"]);
    const empty = SuggestResultSchema.parse((await getJson("/api/search/suggest?q=")).body);
    expect(empty.data).toEqual([]);
  });
});

describe("GET /api/recommendations", () => {
  it("gives a visitor the most watched titles", async () => {
    const { status, body, response } = await getJson("/api/recommendations?limit=10");
    expect(status).toBe(200);
    const result = RecommendationsSchema.parse(body);
    expect(result.personal).toBe(false);
    expect(result.data).toHaveLength(10);
    const views = result.data.map((c) => c.view_count);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(response.headers.get("cache-control")).toContain("public");
  });

  it("gives a viewer titles from the genres they like, leaving out what they finished", async () => {
    const { user, token } = await createViewer(ctx);
    const fresh = RecommendationsSchema.parse((await getJson("/api/recommendations", { token })).body);
    expect(fresh.personal).toBe(false);

    const listed = await page("/api/movies?per_page=48");
    const byTitle = (title: string) => listed.data.find((c) => c.title_en === title)!;
    const lanterns = byTitle("Lanterns for the Moon Festival");
    const cat = byTitle("The Cat Who Ran the Bookshop");
    await ctx.db.insert(watchHistory).values({
      userId: user.id,
      titleKind: "movie",
      titleId: lanterns.id,
      positionSec: lanterns.duration_min! * 60,
      durationSec: lanterns.duration_min! * 60,
    });
    await ctx.put("/api/favorites", { title_kind: "movie", title_id: cat.id }, { token });
    await ctx.put("/api/ratings", { title_kind: "movie", title_id: lanterns.id, score: 5 }, { token });

    const { body, response } = await getJson("/api/recommendations?limit=6", { token });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const result = RecommendationsSchema.parse(body);
    expect(result.personal).toBe(true);
    expect(result.data).toHaveLength(6);
    expect(result.data.some((c) => c.id === lanterns.id && c.kind === "movie")).toBe(false);
    // Animation and family titles lead.
    for (const card of result.data.slice(0, 3)) {
      expect(card.genres.some((g) => g.name_en === "Animation" || g.name_en === "Family")).toBe(true);
    }
  });
});

describe("GET /api/sitemap-entries", () => {
  it("lists every film, series, episode, section, post and blog category once, page by page", async () => {
    const episodeCount = SERIES.reduce((sum, show) => sum + show.seasons.reduce((a, b) => a + b, 0), 0);
    const expected =
      FILM_COUNT +
      SERIES.length +
      episodeCount +
      Object.keys(SECTIONS).length +
      BLOG_POSTS.length +
      Object.keys(BLOG_CATEGORIES).length;
    const seen = new Set<string>();
    let last = 1;
    for (let p = 1; p <= last; p++) {
      const { status, body } = await getJson(`/api/sitemap-entries?per_page=7&page=${p}`);
      expect(status).toBe(200);
      const result = SitemapPageSchema.parse(body);
      expect(result.meta.total).toBe(expected);
      last = result.meta.last_page;
      for (const entry of result.data) seen.add(`${entry.kind}:${entry.id}`);
    }
    expect(seen.size).toBe(expected);
    expect(seen.has(`movie:${scheduledId}`)).toBe(false);

    const onlySeries = SitemapPageSchema.parse((await getJson("/api/sitemap-entries?kind=series")).body);
    expect(onlySeries.data).toHaveLength(SERIES.length);
    expect(onlySeries.data.every((e) => e.kind === "series" && e.updated_at !== null)).toBe(true);
    const rows = await ctx.db.select({ id: tvSeries.id }).from(tvSeries);
    expect(onlySeries.data.map((e) => e.id).sort((a, b) => a - b)).toEqual(
      rows.map((r) => r.id).sort((a, b) => a - b),
    );
    const onlyEpisodes = SitemapPageSchema.parse(
      (await getJson("/api/sitemap-entries?kind=episode&per_page=5000")).body,
    );
    expect(onlyEpisodes.meta.total).toBe(episodeCount);
    expect(
      onlyEpisodes.data.every((e) => e.kind === "episode" && e.season_no >= 1 && e.episode_no >= 1),
    ).toBe(true);
    expect(onlyEpisodes.dates.legal.terms).not.toBeNull();
    expect((await getJson("/api/sitemap-entries?kind=people")).status).toBe(422);
    expect((await getJson("/api/sitemap-entries?per_page=5001")).status).toBe(422);
  });
});
