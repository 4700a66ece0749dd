/** @jest-environment node */
/**
 * The demo's pipeline titles (issue #37): from generated sources, the job leaves the demo's series
 * playing three packaged episodes with the intro and credits they share found, and its film playing
 * with a Vietnamese dub and subtitles read from Windows-1258; the pages are told once; a second run
 * changes nothing. (Small pictures here; the demo's own are 480p.)
 */
import { and, eq } from "drizzle-orm";
import type { PlaybackSegment } from "@/lib/player/segments";
import { auditLog, episodes, movies, packagings, seasons, tvSeries, uploads } from "../db/schema";
import { searchTextOf } from "../db/search-text";
import { grantRole } from "../modules/studio";
import { createTestContext, createUser, type TestContext } from "../test-harness";
import { DEMO_MEDIA, queueDemoMedia, runDemoMedia } from "./demo-media";
import { PIPELINE_TITLES } from "./demo-media-sources";
import { clipMedia, clipSegments } from "./catalogue";
import { TEST_SIZE, truth } from "./generated-season";

jest.setTimeout(240_000);
let ctx: TestContext;
afterAll(() => ctx.close());

/** What the demo seeds for a title of `titleEn`, heard in English. */
const titleOf = (titleEn: string) => ({
  ...{ titleEn, titleVi: titleEn, year: 2025, country: "GB", originalLanguage: "en" },
  ...{ publishedAt: new Date(0), searchText: searchTextOf(titleEn, titleEn) },
});

const job = { id: "demo", signal: new AbortController().signal, progress: async () => undefined };
const told: string[][] = [];
const pages = { changed: async (tags: string[]) => (told.push(tags), true) };

/** Each found segment is the true one's kind, within a second at both ends. */
function expectNear(found: readonly PlaybackSegment[], expected: PlaybackSegment[]) {
  expect(found.map((s) => s.kind)).toEqual(expected.map((s) => s.kind));
  found.forEach((segment, i) => {
    expect(Math.abs(segment.start_sec - expected[i]!.start_sec)).toBeLessThanOrEqual(1);
    expect(Math.abs(segment.end_sec - expected[i]!.end_sec)).toBeLessThanOrEqual(1);
  });
}

let film: number;
let series: number;
let episodeIds: number[];
beforeAll(async () => {
  ctx = await createTestContext();
  await grantRole(ctx.db, (await createUser(ctx)).user.id, "editor");
  const clip = { ...clipMedia("c1"), segments: clipSegments() };
  const [movie] = await ctx.db
    .insert(movies)
    .values({ ...titleOf(PIPELINE_TITLES.film), durationMin: 90, ...clip })
    .returning();
  film = movie!.id;
  const [show] = await ctx.db.insert(tvSeries).values(titleOf(PIPELINE_TITLES.series)).returning();
  series = show!.id;
  const [season] = await ctx.db.insert(seasons).values({ seriesId: series, seasonNo: 1 }).returning();
  const rows = await ctx.db
    .insert(episodes)
    .values(
      [1, 2, 3, 4].map((n) => ({
        ...{ seasonId: season!.id, episodeNo: n, titleEn: `E${n}`, titleVi: `T${n}`, durationSec: 40 },
        ...clipMedia("c2"),
        segments: clipSegments(n),
      })),
    )
    .returning({ id: episodes.id });
  episodeIds = rows.map((row) => row.id);
});

test("the first start queues the job once; it packages and publishes the series and the film", async () => {
  const sent: string[] = [];
  const jobs = { send: async (name: string) => (sent.push(name), "1"), cancel: async () => undefined };
  expect(await queueDemoMedia(ctx.db, jobs, { ...process.env, CINEVA_DEMO_MEDIA: "0" })).toBe(false);
  expect(await queueDemoMedia(ctx.db, jobs, { ...process.env, CINEVA_DEMO_MEDIA: undefined })).toBe(true);
  expect(sent).toEqual([DEMO_MEDIA]);

  expect(await runDemoMedia(job, ctx.jobDeps(), pages, TEST_SIZE)).toBe("published 4");

  // Each of the three episodes plays its own packaging, its recap, intro and credits as they are.
  for (const [i, id] of episodeIds.slice(0, 3).entries()) {
    const [episode] = await ctx.db.select().from(episodes).where(eq(episodes.id, id));
    expect(episode!.media).toMatch(/^packaged\/.+\/master\.m3u8$/);
    expect(episode!.storyboard).toMatch(/storyboard\.vtt$/);
    expectNear(episode!.segments, truth(i + 1));
  }
  // The fourth was not in the demo's upload: it keeps its clip.
  const [fourth] = await ctx.db.select().from(episodes).where(eq(episodes.id, episodeIds[3]!));
  expect(fourth!.media).toBe(clipMedia("c2").media);

  // The film: its own sound and the Vietnamese voice-over, subtitles in both languages.
  const [movie] = await ctx.db.select().from(movies).where(eq(movies.id, film));
  expect(movie!.media).toMatch(/^packaged\/.+\/master\.m3u8$/);
  expect(movie!.audio).toEqual([
    { language: "en", name_en: "Original", name_vi: "Bản gốc", original: true },
    { language: "vi", name_en: "Vietnamese voice-over", name_vi: "Thuyết minh", original: false },
  ]);
  expect(movie!.subtitles.map((track) => track.lang)).toEqual(["en", "vi"]);
  // No intro in a film without one; what the clip marked went with the clip.
  expect(movie!.segments.filter((s) => s.kind === "intro")).toEqual([]);
  const vi = movie!.subtitles.find((track) => track.lang === "vi")!;
  const webvtt = await new Response(await ctx.deps.media.read(vi.path)).text();
  expect(webvtt).toMatch(/^WEBVTT/);
  expect(webvtt.normalize("NFC")).toContain("Đã bắt được tín hiệu. Nó đến từ dưới lớp băng.");

  expect(told).toEqual([[`series:${series}`, `movie:${film}`, "catalogue"]]);
  const published = await ctx.db.select().from(auditLog).where(eq(auditLog.action, "media.publish"));
  expect(published).toHaveLength(4);
  expect(published[0]).toMatchObject({ actor: "Cineva demo", origin: "demo" });
});

test("run again (a retry, a second start), it makes, packages and publishes nothing more", async () => {
  const counts = async () => ({
    uploads: (await ctx.db.select().from(uploads)).length,
    packagings: (await ctx.db.select().from(packagings)).length,
    published: (await ctx.db.select().from(auditLog).where(eq(auditLog.action, "media.publish"))).length,
  });
  const before = await counts();
  expect(before).toEqual({ uploads: 7, packagings: 4, published: 4 });
  expect(await runDemoMedia(job, ctx.jobDeps(), pages, TEST_SIZE)).toBe("published 4");
  expect(await counts()).toEqual(before);
  expect(told).toHaveLength(1);
  const jobs = { send: jest.fn(), cancel: jest.fn() };
  expect(await queueDemoMedia(ctx.db, jobs, { ...process.env, CINEVA_DEMO_MEDIA: undefined })).toBe(false);
});

test("a try cut short while packaging the film is taken up again by the next", async () => {
  // What a killed worker leaves: the film's packaging running, the film still on its clip.
  const [row] = await ctx.db
    .select()
    .from(packagings)
    .where(and(eq(packagings.titleKind, "movie"), eq(packagings.titleId, film)));
  await ctx.db.update(packagings).set({ state: "running", progress: 0.4 }).where(eq(packagings.id, row!.id));
  await ctx.db.update(movies).set(clipMedia("c1")).where(eq(movies.id, film));

  expect(await runDemoMedia(job, ctx.jobDeps(), pages, TEST_SIZE)).toBe("published 4");
  const [movie] = await ctx.db.select().from(movies).where(eq(movies.id, film));
  expect(movie!.media).toBe(row!.master);
  expect(told.at(-1)).toEqual([`movie:${film}`, "catalogue"]);
  expect((await ctx.db.select().from(packagings)).length).toBe(4);
});
