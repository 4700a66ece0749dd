/** @jest-environment node */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import {
  SITEMAP_KINDS,
  SITEMAP_MAX_PER_PAGE,
  SitemapPageSchema,
  type SitemapEntry,
  type SitemapKind,
} from "@/lib/contract/catalogue";
import { LEGAL_DOCUMENTS } from "@/lib/contract/legal";
import {
  blogPosts,
  episodes,
  legalVersions,
  movies,
  pointTransactions,
  seasons,
  titleSections,
  tvSeries,
} from "../../db/schema";
import { SERIES } from "../../demo/content/series";
import { seedContent } from "../../test-content";
import { createTestContext, createUser, type TestContext } from "../../test-harness";
import { pageRequest } from "../../shared/paging";
import { sitemapDates, sitemapEntries, sliceWindows } from "./sitemap";

describe("sliceWindows", () => {
  it("finds which lists a page falls into", () => {
    expect(sliceWindows([5, 3, 4], 0, 2)).toEqual([{ index: 0, offset: 0, limit: 2 }]);
    expect(sliceWindows([5, 3, 4], 4, 5)).toEqual([
      { index: 0, offset: 4, limit: 1 },
      { index: 1, offset: 0, limit: 3 },
      { index: 2, offset: 0, limit: 1 },
    ]);
    expect(sliceWindows([5, 0, 4], 5, 10)).toEqual([{ index: 2, offset: 0, limit: 4 }]);
    expect(sliceWindows([5], 10, 5)).toEqual([]);
  });

  it("covers every element exactly once across consecutive pages", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(20), { maxLength: 6 }),
        fc.integer({ min: 1, max: 9 }),
        (sizes, perPage) => {
          const total = sizes.reduce((a, b) => a + b, 0);
          const seen: string[] = [];
          for (let offset = 0; offset < total; offset += perPage) {
            const windows = sliceWindows(sizes, offset, perPage);
            expect(windows.reduce((n, w) => n + w.limit, 0)).toBe(Math.min(perPage, total - offset));
            for (const w of windows)
              for (let i = 0; i < w.limit; i++) seen.push(`${w.index}:${w.offset + i}`);
          }
          expect(seen).toHaveLength(total);
          expect(new Set(seen).size).toBe(total);
        },
      ),
    );
  });
});

describe("sitemapEntries on a database", () => {
  let ctx: TestContext;
  const DAY = 86_400_000;
  let now: Date;
  let scheduledSeriesId: number;
  let silentEpisodeId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedContent(ctx);
    now = ctx.deps.now();
    // A published series whose second episode has no media yet: the page cannot play it.
    const [series] = await ctx.db
      .insert(tvSeries)
      .values({
        titleEn: "Half Aired",
        titleVi: "Phát nửa chừng",
        year: 2026,
        country: "VN",
        originalLanguage: "vi",
        publishedAt: new Date(now.getTime() - 10 * DAY),
        // Edited before it was published: its pages date from the publication.
        updatedAt: new Date(now.getTime() - 20 * DAY),
      })
      .returning({ id: tvSeries.id });
    const [season] = await ctx.db
      .insert(seasons)
      .values({ seriesId: series!.id, seasonNo: 2 })
      .returning({ id: seasons.id });
    const inserted = await ctx.db
      .insert(episodes)
      .values([
        {
          seasonId: season!.id,
          episodeNo: 1,
          titleEn: "Aired",
          titleVi: "Đã phát",
          durationSec: 60,
          media: "clips/x/master.m3u8",
        },
        {
          seasonId: season!.id,
          episodeNo: 2,
          titleEn: "Not yet",
          titleVi: "Chưa phát",
          durationSec: 60,
          media: null,
        },
      ])
      .returning({ id: episodes.id });
    silentEpisodeId = inserted[1]!.id;
    // A series scheduled for next week, with a playable episode: neither is listed yet.
    const [later] = await ctx.db
      .insert(tvSeries)
      .values({
        titleEn: "Coming Soon",
        titleVi: "Sắp ra mắt",
        year: 2026,
        country: "VN",
        originalLanguage: "vi",
        publishedAt: new Date(now.getTime() + 7 * DAY),
      })
      .returning({ id: tvSeries.id });
    scheduledSeriesId = later!.id;
    const [laterSeason] = await ctx.db
      .insert(seasons)
      .values({ seriesId: later!.id, seasonNo: 1 })
      .returning({ id: seasons.id });
    await ctx.db.insert(episodes).values({
      seasonId: laterSeason!.id,
      episodeNo: 1,
      titleEn: "Pilot",
      titleVi: "Tập đầu",
      durationSec: 60,
      media: "clips/x/master.m3u8",
    });
  }, 60_000);
  afterAll(() => ctx.close());

  async function walk(perPage: number, kinds: readonly SitemapKind[] = SITEMAP_KINDS) {
    const all: SitemapEntry[] = [];
    let total = 0;
    for (let page = 1; ; page++) {
      const result = await sitemapEntries(ctx.db, kinds, pageRequest({ page, per_page: perPage }, 1), now);
      expect(SitemapPageSchema.parse(result)).toEqual(result);
      total = result.meta.total;
      all.push(...result.data);
      if (page >= result.meta.last_page) break;
    }
    expect(all).toHaveLength(total);
    return all;
  }

  it("lists every episode the series pages play, with what its address needs, and no other", async () => {
    const rows = await ctx.db
      .select({
        id: episodes.id,
        media: episodes.media,
        episodeNo: episodes.episodeNo,
        seasonNo: seasons.seasonNo,
        seriesId: tvSeries.id,
        seriesEn: tvSeries.titleEn,
        publishedAt: tvSeries.publishedAt,
      })
      .from(episodes)
      .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
      .innerJoin(tvSeries, eq(tvSeries.id, seasons.seriesId));
    const playable = rows.filter(
      (row) => row.media !== null && row.publishedAt !== null && row.publishedAt <= now,
    );
    expect(playable.length).toBeGreaterThan(SERIES.length); // the seeded series have many episodes

    const listed = await walk(SITEMAP_MAX_PER_PAGE, ["episode"]);
    expect(listed.map((e) => e.id)).toEqual(playable.map((row) => row.id).sort((a, b) => a - b));
    const byId = new Map(listed.map((e) => [e.id, e]));
    for (const row of playable) {
      expect(byId.get(row.id)).toMatchObject({
        kind: "episode",
        series_id: row.seriesId,
        series_title_en: row.seriesEn,
        season_no: row.seasonNo,
        episode_no: row.episodeNo,
      });
    }
    expect(byId.has(silentEpisodeId)).toBe(false);
    expect(listed.some((e) => e.kind === "episode" && e.series_id === scheduledSeriesId)).toBe(false);
    // The page of an episode is its series' page with the episode chosen: it is dated like the series,
    // and a series edited before its publication dates from the publication.
    const halfAired = listed.find((e) => e.kind === "episode" && e.series_title_en === "Half Aired");
    expect(halfAired?.updated_at).toBe(new Date(now.getTime() - 10 * DAY).toISOString());
  });

  it("pages through every kind in order, each by id, whatever the page size", async () => {
    const whole = await walk(SITEMAP_MAX_PER_PAGE);
    const kindsInOrder = [...new Set(whole.map((e) => e.kind))];
    expect(kindsInOrder).toEqual(SITEMAP_KINDS);
    for (const kind of SITEMAP_KINDS) {
      const ids = whole.filter((e) => e.kind === kind).map((e) => e.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(ids.length);
    }
    for (const perPage of [13, 97]) expect(await walk(perPage)).toEqual(whole);
    // The seeded demo never dates a change after now: search engines distrust a future lastmod.
    expect(whole.filter((e) => e.updated_at !== null && Date.parse(e.updated_at) > now.getTime())).toEqual(
      [],
    );
  });

  it("dates sections and blog categories by the newest of what they list", async () => {
    const whole = await walk(SITEMAP_MAX_PER_PAGE);
    const published = await ctx.db
      .select({ id: movies.id, updatedAt: movies.updatedAt, publishedAt: movies.publishedAt })
      .from(movies);
    const series = await ctx.db
      .select({ id: tvSeries.id, updatedAt: tvSeries.updatedAt, publishedAt: tvSeries.publishedAt })
      .from(tvSeries);
    const changed = new Map<string, number>();
    for (const [kind, rows] of [
      ["movie", published],
      ["series", series],
    ] as const)
      for (const row of rows)
        if (row.publishedAt !== null && row.publishedAt <= now)
          changed.set(`${kind}:${row.id}`, Math.max(row.updatedAt.getTime(), row.publishedAt.getTime()));
    const members = await ctx.db.select().from(titleSections);
    for (const entry of whole.filter((e) => e.kind === "section")) {
      const times = members
        .filter((m) => m.sectionId === entry.id)
        .map((m) => changed.get(`${m.titleKind}:${m.titleId}`))
        .filter((t): t is number => t !== undefined);
      expect(entry.updated_at).toBe(times.length ? new Date(Math.max(...times)).toISOString() : null);
    }
    const posts = await ctx.db.select().from(blogPosts);
    for (const entry of whole.filter((e) => e.kind === "blog_category")) {
      const times = posts.flatMap((p) =>
        p.categoryId === entry.id && p.publishedAt !== null && p.publishedAt <= now
          ? [Math.max(p.updatedAt.getTime(), p.publishedAt.getTime())]
          : [],
      );
      expect(entry.updated_at).toBe(times.length ? new Date(Math.max(...times)).toISOString() : null);
    }
    expect(
      whole.filter((e) => e.kind !== "section" && e.kind !== "blog_category").every((e) => e.updated_at),
    ).toBe(true);
  });

  it("dates the other pages from what they show", async () => {
    const newestOf = (rows: { updatedAt: Date; publishedAt: Date | null }[]) =>
      new Date(
        Math.max(
          ...rows
            .flatMap((row) => (row.publishedAt !== null && row.publishedAt <= now ? [row] : []))
            .map((row) => Math.max(row.updatedAt.getTime(), row.publishedAt!.getTime())),
        ),
      ).toISOString();
    let dates = await sitemapDates(ctx.db, now);
    expect(dates.movies).toBe(newestOf(await ctx.db.select().from(movies)));
    expect(dates.series).toBe(newestOf(await ctx.db.select().from(tvSeries)));
    expect(dates.blog).toBe(newestOf(await ctx.db.select().from(blogPosts)));
    // The documents' first versions, written at start-up, in effect since a day before it.
    const legal = await ctx.db.select().from(legalVersions);
    expect(Object.keys(dates.legal).sort()).toEqual([...LEGAL_DOCUMENTS].sort());
    for (const version of legal)
      expect(dates.legal[version.slug as keyof typeof dates.legal]).toBe(version.createdAt.toISOString());
    // Nobody has earned or spent points yet: nothing dates the leaderboard or the rewards' stock.
    expect(dates.leaderboard).toBeNull();
    expect(dates.rewards).toBeNull();

    const { user } = await createUser(ctx);
    const earnedAt = new Date(now.getTime() - 3_600_000);
    await ctx.db
      .insert(pointTransactions)
      .values({ userId: user.id, delta: 10, reason: "checkin", createdAt: earnedAt });
    dates = await sitemapDates(ctx.db, now);
    expect(dates.leaderboard).toBe(earnedAt.toISOString());
  });
});
