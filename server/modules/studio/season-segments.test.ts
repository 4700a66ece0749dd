/** @jest-environment node */
/**
 * Segments found by the pipeline (issue #37): three episodes sharing an intro and credits, the later
 * two opening with a recap, are packaged one by one; the studio lists each episode's recap, intro and
 * credits where the sources put them (or as the editor corrected them), and publishing an episode
 * makes them what the player skips.
 */
import { randomBytes } from "node:crypto";
import { copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { PlaybackSegment } from "@/lib/player/segments";
import type { StudioPackaging } from "@/lib/contract/studio-packagings";
import { episodes, packagings, seasons, uploads } from "../../db/schema";
import { makeSeason, truth } from "../../demo/generated-season";
import { packageTitleJob, probeSource } from "../ingest";
import { api, ctx, seedSeries, setUpStudioContext, signedInStaff } from "./test-kit";

jest.setTimeout(180_000);
setUpStudioContext();

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "cineva-season-segments-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Each found segment is the true one's kind, within a second at both ends. */
function expectNear(found: PlaybackSegment[] | null, expected: PlaybackSegment[]) {
  expect(found?.map((s) => s.kind)).toEqual(expected.map((s) => s.kind));
  found!.forEach((segment, i) => {
    expect(Math.abs(segment.start_sec - expected[i]!.start_sec)).toBeLessThanOrEqual(1);
    expect(Math.abs(segment.end_sec - expected[i]!.end_sec)).toBeLessThanOrEqual(1);
  });
}

/** Episode `n` of `series`' season, its checked video `file` and a packaging of it asked for. */
async function askedEpisode(series: number, seasonId: number, n: number, file: string, token: string) {
  const [episode] = await ctx.db
    .insert(episodes)
    .values({ seasonId, episodeNo: n, titleEn: `E${n}`, titleVi: `T${n}`, durationSec: 36 })
    .returning();
  const video = randomBytes(16).toString("hex");
  await mkdir(ctx.deps.uploads.directory, { recursive: true });
  await copyFile(file, ctx.deps.uploads.fileOf(video));
  const facts = ((await probeSource(file)) as { facts: unknown }).facts;
  await ctx.db.insert(uploads).values({
    ...{ id: video, titleKind: "series", titleId: series, role: "video", filename: `e${n}.mp4` },
    ...{ size: 1, sha256: "0".repeat(64), state: "ready", facts },
  });
  const asked = await api.post(
    `/api/studio/titles/series/${series}/packagings`,
    { video, episode_id: episode!.id },
    token,
  );
  expect(asked.status).toBe(201);
  return { episode: episode!.id, packaging: ((await asked.json()) as StudioPackaging).id };
}

test("a season packaged episode by episode has its recaps, intro and credits found, published ones included", async () => {
  const { token } = await signedInStaff("editor");
  const series = await seedSeries({ titleEn: "Three Lanterns" });
  const [season] = await ctx.db.insert(seasons).values({ seriesId: series, seasonNo: 1 }).returning();
  const sources = await makeSeason(dir);
  const job = { id: "p", signal: new AbortController().signal, progress: async () => undefined };
  const episodeIds: number[] = [];
  const corrected = [{ kind: "intro" as const, start_sec: 5, end_sec: 14 }];
  for (const [index, file] of sources.entries()) {
    const { episode, packaging: id } = await askedEpisode(series, season!.id, index + 1, file, token);
    episodeIds.push(episode);
    await packageTitleJob.run({ packaging: id }, job, ctx.jobDeps());
    if (index === 0) {
      // Published at once: alone in its season, only its credits are known.
      expect((await api.post(`/api/studio/packagings/${id}/publish`, {}, token)).status).toBe(200);
      const [first] = await ctx.db.select().from(episodes).where(eq(episodes.id, episode));
      expect(first!.segments.map((s) => s.kind)).toEqual(["credits"]);
    }
    if (index === 1) {
      // The editor corrects the second episode on its timeline and publishes it: the third's find
      // leaves what the editor decided alone.
      const marked = await api.put(`/api/studio/packagings/${id}/segments`, { segments: corrected }, token);
      expect(marked.status).toBe(200);
      expect((await api.post(`/api/studio/packagings/${id}/publish`, {}, token)).status).toBe(200);
    }
  }

  const listed = await api.get(`/api/studio/titles/series/${series}/packagings`, token);
  const packaged = ((await listed.json()) as { data: StudioPackaging[] }).data;
  const byEpisode = (n: number) => packaged.find((p) => p.episode_id === episodeIds[n - 1])!;
  for (const n of [1, 3]) expectNear(byEpisode(n).segments, truth(n));
  expect(byEpisode(2)).toMatchObject({ segments: corrected, corrected: true });
  const [found] = await ctx.db
    .select()
    .from(packagings)
    .where(eq(packagings.id, byEpisode(2).id));
  expectNear(found!.segments, truth(2));

  // The first episode, already playing, gained the intro its season revealed.
  const [first] = await ctx.db.select().from(episodes).where(eq(episodes.id, episodeIds[0]!));
  expectNear(first!.segments, truth(1));

  const [second] = await ctx.db.select().from(episodes).where(eq(episodes.id, episodeIds[1]!));
  expect(second!.segments).toEqual(corrected);
});

test("two episodes packaged at once each get the intro they share", async () => {
  const { token } = await signedInStaff("editor");
  const series = await seedSeries({ titleEn: "Two at Once" });
  const [season] = await ctx.db.insert(seasons).values({ seriesId: series, seasonNo: 1 }).returning();
  const together = path.join(dir, "together");
  await mkdir(together);
  const sources = (await makeSeason(together)).slice(0, 2);
  const ids: number[] = [];
  for (const [index, file] of sources.entries())
    ids.push((await askedEpisode(series, season!.id, index + 1, file, token)).packaging);
  // Both have looked for their segments before either is ready: each heard only itself.
  let waiting: (() => void) | null = null;
  const removeAll = ctx.deps.media.removeAll.bind(ctx.deps.media);
  const spy = jest.spyOn(ctx.deps.media, "removeAll").mockImplementation(async (prefix) => {
    if (waiting) waiting();
    else await new Promise<void>((resolve) => (waiting = resolve));
    return removeAll(prefix);
  });
  const job = { id: "p", signal: new AbortController().signal, progress: async () => undefined };
  await Promise.all(ids.map((id) => packageTitleJob.run({ packaging: id }, job, ctx.jobDeps())));
  spy.mockRestore();

  const listed = await api.get(`/api/studio/titles/series/${series}/packagings`, token);
  const packaged = ((await listed.json()) as { data: StudioPackaging[] }).data;
  for (const [index, id] of ids.entries())
    expectNear(packaged.find((p) => p.id === id)!.segments, truth(index + 1));
});
