/** @jest-environment node */
import { count, countDistinct, eq, sum } from "drizzle-orm";
import { MovieDetailSchema } from "@/lib/contract/catalogue";
import { HistoryPageSchema, FavoritePageSchema } from "@/lib/contract/activity";
import {
  banners,
  dailyTitlePlays,
  searchMisses,
  blogPosts,
  episodes,
  movies,
  ratings,
  sections,
  genres,
  people as creditedPeople,
  titleCredits,
  tvSeries,
  watchHistory,
} from "../db/schema";
import { normaliseSearch } from "../db/search-text";
import { seedContent } from "../test-content";
import { createTestContext, createUser, tokenFor, type TestContext } from "../test-harness";
import { DEMO_VIEWER_ACTIVITY, seedActivity } from "./activity";
import { seedDemoCredits } from "./credits";
import { seedDashboardCounts } from "./metrics";
import { BANNERS } from "./content/banners";
import { BLOG_CATEGORIES, BLOG_POSTS } from "./content/blog-posts";
import { FILMS } from "./content/films";
import { EPISODE_TITLES, SERIES } from "./content/series";
import { CLIPS, GENRES, SECTIONS } from "./content/taxonomy";
import { createRng } from "./random";

describe("the demo content tables", () => {
  it("has enough of everything, across sections, genres and countries", () => {
    expect(Object.keys(SECTIONS).length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(GENRES).length).toBeGreaterThanOrEqual(8);
    expect(FILMS.length).toBeGreaterThanOrEqual(40);
    expect(SERIES.length).toBeGreaterThanOrEqual(12);
    expect(BANNERS.length).toBeGreaterThanOrEqual(5);
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(12);
    const countries = new Set([...FILMS, ...SERIES].map((t) => t.country));
    for (const code of ["VN", "US", "KR", "JP", "GB", "FR", "TH"]) expect(countries).toContain(code);
    // Heard in Vietnamese or not: what the player's first subtitles depend on (lib/player/subtitle-choice).
    for (const title of [...FILMS, ...SERIES]) {
      expect(title.language).toMatch(/^[a-z]{2}$/);
      expect(title.language === "vi").toBe(title.country === "VN");
    }
    for (const key of Object.keys(SECTIONS)) {
      expect([...FILMS, ...SERIES].some((t) => (t.sections as string[]).includes(key))).toBe(true);
    }
    for (const key of Object.keys(GENRES)) {
      expect([...FILMS, ...SERIES].some((t) => (t.genres as string[]).includes(key))).toBe(true);
    }
  });

  it("names only sections, genres and blog categories that exist (the JSON tables are not type-checked)", () => {
    for (const title of [...FILMS, ...SERIES]) {
      for (const key of title.sections) expect(Object.keys(SECTIONS)).toContain(key);
      for (const key of title.genres) expect(Object.keys(GENRES)).toContain(key);
    }
    for (const post of BLOG_POSTS) expect(Object.keys(BLOG_CATEGORIES)).toContain(post.category);
  });

  it("is bilingual, with distinct titles", () => {
    const all = [...FILMS, ...SERIES];
    expect(new Set(all.map((t) => normaliseSearch(t.en))).size).toBe(all.length);
    for (const title of all) {
      expect(title.vi).not.toBe(title.en);
      expect(title.descEn.length).toBeGreaterThan(40);
      expect(title.descVi.length).toBeGreaterThan(40);
      expect(title.year).toBeGreaterThanOrEqual(2000);
    }
    for (const film of FILMS) expect(film.minutes).toBeGreaterThanOrEqual(60);
  });

  it("gives every series 2–4 seasons of 4–10 episodes, with enough episode titles", () => {
    for (const show of SERIES) {
      expect(show.seasons.length).toBeGreaterThanOrEqual(2);
      expect(show.seasons.length).toBeLessThanOrEqual(4);
      for (const n of show.seasons) {
        expect(n).toBeGreaterThanOrEqual(4);
        expect(n).toBeLessThanOrEqual(10);
      }
      expect(show.seasons.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(EPISODE_TITLES.length);
    }
    expect(new Set(EPISODE_TITLES.map(([en]) => en)).size).toBe(EPISODE_TITLES.length);
  });

  it("gives every blog post 3–6 paragraphs in each language, one or two featured", () => {
    for (const post of BLOG_POSTS) {
      expect(post.bodyEn.length).toBeGreaterThanOrEqual(3);
      expect(post.bodyEn.length).toBeLessThanOrEqual(6);
      expect(post.bodyVi).toHaveLength(post.bodyEn.length);
    }
    const featured = BLOG_POSTS.filter((p) => p.featured).length;
    expect(featured).toBeGreaterThanOrEqual(1);
    expect(featured).toBeLessThanOrEqual(2);
  });

  it("links every review, and only reviews, to a film or series of the demo", () => {
    for (const post of BLOG_POSTS) {
      expect({ post: post.en, links: Boolean(post.reviews) }).toEqual({
        post: post.en,
        links: post.category === "reviews",
      });
      if (!post.reviews) continue;
      const found =
        "movie" in post.reviews
          ? FILMS.some((f) => f.en === (post.reviews as { movie: string }).movie)
          : SERIES.some((s) => s.en === (post.reviews as { series: string }).series);
      expect({ post: post.en, found }).toEqual({ post: post.en, found: true });
    }
  });

  it("names only titles that exist in banners and the demo viewer's story", () => {
    for (const banner of BANNERS) {
      expect((banner.kind === "movie" ? FILMS : SERIES).some((t) => t.en === banner.title)).toBe(true);
    }
    const { halfWatched, finished, seriesInProgress, favorites: favs, ratings: rated } = DEMO_VIEWER_ACTIVITY;
    for (const { title } of halfWatched) expect(FILMS.some((f) => f.en === title)).toBe(true);
    for (const title of finished) expect(FILMS.some((f) => f.en === title)).toBe(true);
    expect(SERIES.some((s) => s.en === seriesInProgress.title)).toBe(true);
    for (const { kind, title } of [...favs, ...rated]) {
      expect((kind === "movie" ? FILMS : SERIES).some((t) => t.en === title)).toBe(true);
    }
  });
});

describe("seeding", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 60_000);
  afterAll(() => ctx.close());

  it("fills the catalogue with searchable, playable titles published over the last year", async () => {
    const catalogue = await seedContent(ctx);
    expect(catalogue.movieIds).toHaveLength(FILMS.length);
    expect(catalogue.seriesIds).toHaveLength(SERIES.length);
    const now = ctx.deps.now().getTime();
    const films = await ctx.db.select().from(movies);
    for (const film of films) {
      expect(film.searchText).toBe(film.searchText.toLowerCase());
      expect(film.searchText).toContain(normaliseSearch(film.titleVi));
      expect(film.poster).toMatch(/^[a-z0-9-]+\.webp$/);
      expect(CLIPS.map((clip) => `clips/${clip}/master.m3u8`)).toContain(film.media);
      expect(film.subtitles.map((s) => s.lang)).toEqual(["en", "vi"]);
      // The demo holds no drafts: every title is published within the year.
      expect(film.publishedAt?.getTime()).toBeLessThan(now);
      expect(film.publishedAt?.getTime()).toBeGreaterThan(now - 366 * 86_400_000);
    }
    expect(new Set(films.map((f) => f.viewCount)).size).toBeGreaterThan(FILMS.length * 0.9);
    const [episodeCount] = await ctx.db.select({ n: count() }).from(episodes);
    expect(episodeCount!.n).toBe(SERIES.reduce((sum, s) => sum + s.seasons.reduce((a, b) => a + b, 0), 0));
    expect((await ctx.db.select({ n: count() }).from(banners))[0]!.n).toBe(BANNERS.length);
    expect((await ctx.db.select({ n: count() }).from(blogPosts))[0]!.n).toBe(BLOG_POSTS.length);
    expect((await ctx.db.select({ n: count() }).from(sections))[0]!.n).toBe(Object.keys(SECTIONS).length);
    expect((await ctx.db.select({ n: count() }).from(genres))[0]!.n).toBe(Object.keys(GENRES).length);

    // Activity: a crowd, and the demo viewer's couple of half-watched films and a series in progress.
    const made = async (overrides = {}) => (await createUser(ctx, overrides)).user.id;
    const people = {
      viewer: await made(),
      distributor: await made({ role: "distributor" }),
      inactive: await made({ status: "inactive" }),
      blocked: await made({ status: "blocked" }),
      crowd: await Promise.all(Array.from({ length: 12 }, () => made())),
    };
    await seedActivity(ctx.db, createRng(7), { people, catalogue, now: ctx.deps.now() });
    const token = await tokenFor(ctx, people.viewer);
    const history = HistoryPageSchema.parse(
      await (await ctx.get("/api/history?in_progress=1", { token })).json(),
    );
    const titles = history.data.map((e) => e.title.title_en);
    expect(titles).toEqual(
      expect.arrayContaining(["The Quiet Orbit", "Seoul Static", "House of Silk Lanterns"]),
    );
    expect(titles).not.toContain("Grandmother's Pho Recipe");
    const lanterns = history.data.find((e) => e.title.title_en === "House of Silk Lanterns")!;
    expect(lanterns.episode).toMatchObject({ season_no: 1, episode_no: 4 });
    expect(lanterns.progress).toBeGreaterThan(0.2);
    expect(lanterns.progress).toBeLessThan(0.8);
    for (const entry of history.data.filter((e) => e.title_kind === "movie")) {
      expect(entry.progress).toBeGreaterThan(0.3);
      expect(entry.progress).toBeLessThan(0.8);
    }
    const favorites = FavoritePageSchema.parse(await (await ctx.get("/api/favorites", { token })).json());
    expect(favorites.data).toHaveLength(DEMO_VIEWER_ACTIVITY.favorites.length);

    const scores = await ctx.db.select({ score: ratings.score }).from(ratings);
    expect(scores.length).toBeGreaterThan(12 * 6);
    expect(new Set(scores.map((r) => r.score)).size).toBeGreaterThanOrEqual(4);
    const crowdHistory = await ctx.db
      .select({ n: count() })
      .from(watchHistory)
      .where(eq(watchHistory.userId, people.crowd[0]!));
    expect(crowdHistory[0]!.n).toBeGreaterThan(0);

    // The dashboard's counts for that past: one play per history row, on the row's Vietnamese day.
    await seedDashboardCounts(ctx.db, createRng(8), ctx.deps.now());
    const [plays] = await ctx.db
      .select({ n: sum(dailyTitlePlays.plays).mapWith(Number) })
      .from(dailyTitlePlays);
    const [rows] = await ctx.db.select({ n: count() }).from(watchHistory);
    expect(plays!.n).toBe(rows!.n);
    const [misses] = await ctx.db.select({ n: count() }).from(searchMisses);
    expect(misses!.n).toBeGreaterThan(0);

    // Cast and crew: every title credits a director and a cast, some people across titles.
    await seedDemoCredits(ctx.db);
    const film = MovieDetailSchema.parse(
      await (await ctx.get(`/api/movies/${catalogue.movieIds[0]}`)).json(),
    );
    expect(film.directors.length).toBeGreaterThanOrEqual(1);
    expect(film.cast.length).toBeGreaterThanOrEqual(5);
    const [credited] = await ctx.db.select({ n: countDistinct(titleCredits.titleId) }).from(titleCredits);
    expect(credited!.n).toBeGreaterThan(FILMS.length * 0.9);
    const [named] = await ctx.db.select({ n: count() }).from(creditedPeople);
    const [creditRows] = await ctx.db.select({ n: count() }).from(titleCredits);
    expect(named!.n).toBeLessThan(creditRows!.n);
  }, 60_000);

  it("comes out the same every time", async () => {
    const other = await createTestContext();
    try {
      await seedContent(other);
      const pick = (rows: { titleEn: string; viewCount: number; publishedAt: Date | null }[]) =>
        rows.map((r) => `${r.titleEn}|${r.viewCount}|${r.publishedAt?.toISOString()}`).sort();
      expect(pick(await other.db.select().from(movies))).toEqual(pick(await ctx.db.select().from(movies)));
      expect(pick(await other.db.select().from(tvSeries))).toEqual(
        pick(await ctx.db.select().from(tvSeries)),
      );
    } finally {
      await other.close();
    }
  }, 60_000);
});
