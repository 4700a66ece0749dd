/** @jest-environment node */
/**
 * Packaging from the studio (issue #37): a request names checked uploads of the title; the job makes
 * the package; publishing makes it what viewers play, whole, audited, the old playlist named.
 */
import { randomBytes } from "node:crypto";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { StudioPackaging } from "@/lib/contract/studio-packagings";
import { auditLog, episodes, movies, packagings, seasons, uploads } from "../../db/schema";
import { H264_AAC, makeSource, picture, tone } from "../../test-media";
import { PACKAGE_TITLE, packageTitleJob, probeAudio, probeSource } from "../ingest";
import { api, bodyOf, ctx, seedFilm, seedSeries, setUpStudioContext, signedInStaff } from "./test-kit";

jest.setTimeout(120_000);
setUpStudioContext();

let dir: string;
let token: string;
let film: number;
const files: Record<string, { file: string; facts: unknown }> = {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "cineva-packagings-"));
  token = (await signedInStaff("editor")).token;
  film = await seedFilm({
    titleEn: "Packaged Film",
    originalLanguage: "ko",
    media: "clips/aurora/master.m3u8",
  });
  const master = await makeSource(path.join(dir, "m.mp4"), [picture(3, "640x360"), tone(3)], H264_AAC);
  const dub = await makeSource(path.join(dir, "dub.m4a"), [tone(3, 48_000, 330)], ["-c:a", "aac"]);
  await writeFile(path.join(dir, "vi.srt"), "1\n00:00:00,500 --> 00:00:01,500\nXin chào\n");
  files.video = { file: master, facts: ((await probeSource(master)) as { facts: unknown }).facts };
  files.audio = { file: dub, facts: ((await probeAudio(dub)) as { facts: unknown }).facts };
  files.subtitle = { file: path.join(dir, "vi.srt"), facts: { cues: 1 } };
  const silent = await makeSource(path.join(dir, "silent.mp4"), [picture(3, "640x360")], H264_AAC);
  files.silent = { file: silent, facts: ((await probeSource(silent)) as { facts: unknown }).facts };
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** An upload of the title as its check leaves it (ready unless told). */
async function upload(
  role: "video" | "audio" | "subtitle" | "silent",
  title = film,
  state: "ready" | "refused" = "ready",
) {
  const id = randomBytes(16).toString("hex");
  await mkdir(ctx.deps.uploads.directory, { recursive: true });
  await copyFile(files[role]!.file, ctx.deps.uploads.fileOf(id));
  await ctx.db.insert(uploads).values({
    ...{ id, titleKind: "movie", titleId: title, filename: role, size: 1, sha256: "0".repeat(64) },
    role: role === "silent" ? "video" : role,
    state,
    facts: files[role]!.facts,
  });
  return id;
}

const ask = (body: unknown, title = film, kind = "movie") =>
  api.post(`/api/studio/titles/${kind}/${title}/packagings`, body, token);

test("a film packaged from its uploads, then published: viewers' playlist changes whole, audited", async () => {
  const [video, dub, subtitles] = [await upload("video"), await upload("audio"), await upload("subtitle")];
  const asked = await ask({
    video,
    dubs: [{ upload: dub, language: "vi", name_en: "Vietnamese dub", name_vi: "Lồng tiếng" }],
    subtitles: [{ upload: subtitles, lang: "vi" }],
  });
  expect(asked.status).toBe(201);
  const queued = (await asked.json()) as StudioPackaging;
  expect(queued).toMatchObject({ state: "queued", published: false });
  expect(queued.audio).toEqual([
    { language: "ko", name_en: "Original", name_vi: "Bản gốc", original: true },
    { language: "vi", name_en: "Vietnamese dub", name_vi: "Lồng tiếng", original: false },
  ]);
  expect(ctx.sentJobs).toContainEqual({ name: PACKAGE_TITLE, data: { packaging: queued.id } });

  const early = await api.post(`/api/studio/packagings/${queued.id}/publish`, {}, token);
  expect(early.status).toBe(409);

  const job = { id: "p", signal: new AbortController().signal, progress: async () => undefined };
  await packageTitleJob.run({ packaging: queued.id }, job, ctx.jobDeps());
  const listed = (await (await api.get(`/api/studio/titles/movie/${film}/packagings`, token)).json()) as {
    data: StudioPackaging[];
  };
  expect(listed.data[0]).toMatchObject({ id: queued.id, state: "ready", rungs: ["360p"], published: false });
  // Pictures of it to choose the title's artwork from, served as the media is.
  const { frames } = listed.data[0]!;
  expect(frames.map((frame) => frame.path)).toEqual(
    [1, 2, 3, 4, 5, 6].map((n) => `packaged/movie-${film}/${queued.id}/frames/${n}.jpg`),
  );
  const picture = await ctx.get(`/media/${frames[0]!.path}`);
  expect(picture.status).toBe(200);
  expect(picture.headers.get("content-type")).toBe("image/jpeg");

  // An intro the editor marked by hand: packaging finds none in this film, and it stays.
  const marked = [{ kind: "intro" as const, start_sec: 0, end_sec: 5 }];
  await ctx.db.update(movies).set({ segments: marked }).where(eq(movies.id, film));
  const published = await api.post(`/api/studio/packagings/${queued.id}/publish`, {}, token);
  expect(published.status).toBe(200);
  expect(await published.json()).toMatchObject({ published: true });
  const folder = `packaged/movie-${film}/${queued.id}`;
  const [row] = await ctx.db.select().from(movies).where(eq(movies.id, film));
  expect(row).toMatchObject({
    media: `${folder}/master.m3u8`,
    storyboard: `${folder}/storyboard.vtt`,
    subtitles: [{ lang: "vi", path: `${folder}/subs.vi.vtt` }],
    // The renditions' names, for the player's audio menu in either language.
    audio: queued.audio,
    segments: marked,
  });
  const [audit] = await ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "media.publish"), eq(auditLog.targetId, String(film))));
  expect(audit).toMatchObject({
    before: { media: "clips/aurora/master.m3u8" },
    after: { media: `${folder}/master.m3u8`, packaging: queued.id },
  });
  expect(await ctx.deps.media.stat(`${folder}/master.m3u8`)).not.toBeNull();
});

test("a packaging is cancelled while it waits, runs or awaits another try, and what it made never plays", async () => {
  const job = { id: "p", signal: new AbortController().signal, progress: async () => undefined };
  const cancel = (id: number) => api.post(`/api/studio/packagings/${id}/cancel`, {}, token);
  const waiting = (await (await ask({ video: await upload("video") })).json()) as StudioPackaging;
  const cancelled = await cancel(waiting.id);
  expect(cancelled.status).toBe(200);
  expect(await cancelled.json()).toMatchObject({ id: waiting.id, state: "cancelled", progress: null });
  // The queue is told, with the job the request started (the last one sent).
  expect(ctx.cancelledJobs).toContainEqual({ name: PACKAGE_TITLE, id: `test-job-${ctx.sentJobs.length}` });
  expect((await cancel(waiting.id)).status).toBe(409);
  expect(await packageTitleJob.run({ packaging: waiting.id }, job, ctx.jobDeps())).toBe("not to run");
  expect((await cancel(999_999)).status).toBe(404);

  // Failed, and waiting for the queue's second try: cancelled, that try never runs.
  const failed = (await (await ask({ video: await upload("video") })).json()) as StudioPackaging;
  await ctx.db.update(packagings).set({ state: "failed" }).where(eq(packagings.id, failed.id));
  expect(await (await cancel(failed.id)).json()).toMatchObject({ state: "cancelled" });
  expect(await packageTitleJob.run({ packaging: failed.id }, job, ctx.jobDeps())).toBe("not to run");

  // Cancelled as its files are copied into the store: they go, and it never becomes ready.
  const running = (await (await ask({ video: await upload("video") })).json()) as StudioPackaging;
  const put = ctx.deps.media.put.bind(ctx.deps.media);
  let first = true;
  const spy = jest.spyOn(ctx.deps.media, "put").mockImplementation(async (...args) => {
    if (first) {
      first = false;
      expect((await cancel(running.id)).status).toBe(200);
    }
    return put(...args);
  });
  expect(await packageTitleJob.run({ packaging: running.id }, job, ctx.jobDeps())).toBe("cancelled");
  spy.mockRestore();
  const listed = (await (await api.get(`/api/studio/titles/movie/${film}/packagings`, token)).json()) as {
    data: StudioPackaging[];
  };
  expect(listed.data.find((p) => p.id === running.id)).toMatchObject({ state: "cancelled", rungs: [] });
  const folder = `packaged/movie-${film}/${running.id}`;
  expect(await ctx.deps.media.stat(`${folder}/master.m3u8`)).toBeNull();
  expect((await ctx.get(`/media/${folder}/storyboard.vtt`)).status).toBe(404);
});

test("uploads not checked, not the title's or of the wrong kind are refused at their field", async () => {
  const other = await seedFilm({ titleEn: "Another Film" });
  const refused = await ask({ video: await upload("video", film, "refused") });
  expect(refused.status).toBe(422);
  expect((await bodyOf(refused)).errors).toEqual({ video: [expect.stringMatching(/checked and is ready/)] });
  expect((await ask({ video: await upload("video", other) })).status).toBe(422);
  const wrongKind = await ask({
    video: await upload("video"),
    dubs: [{ upload: await upload("subtitle"), language: "vi", name_en: "Dub", name_vi: "Lồng tiếng" }],
  });
  expect(Object.keys((await bodyOf(wrongKind)).errors ?? {})).toEqual(["dubs.0.upload"]);
  expect((await ask({ video: "f".repeat(32) }, 999_999)).status).toBe(404);
});

test("a series is packaged per episode: its own episode, and one of another series is refused", async () => {
  const series = await seedSeries({ titleEn: "Packaged Series" });
  const [season] = await ctx.db.insert(seasons).values({ seriesId: series, seasonNo: 1 }).returning();
  const [episode] = await ctx.db
    .insert(episodes)
    .values({ seasonId: season!.id, episodeNo: 1, titleEn: "One", titleVi: "Một", durationSec: 3 })
    .returning();
  const video = await upload("video", series);
  await ctx.db.update(uploads).set({ titleKind: "series" }).where(eq(uploads.id, video));
  const missing = await ask({ video }, series, "series");
  expect(Object.keys((await bodyOf(missing)).errors ?? {})).toEqual(["episode_id"]);
  const elsewhere = await ask({ video, episode_id: episode!.id + 1000 }, series, "series");
  expect(elsewhere.status).toBe(422);
  const asked = await ask({ video, episode_id: episode!.id }, series, "series");
  expect(asked.status).toBe(201);
  const { id } = (await asked.json()) as StudioPackaging;
  const job = { id: "p", signal: new AbortController().signal, progress: async () => undefined };
  await packageTitleJob.run({ packaging: id }, job, ctx.jobDeps());
  expect((await api.post(`/api/studio/packagings/${id}/publish`, {}, token)).status).toBe(200);
  const [row] = await ctx.db.select().from(episodes).where(eq(episodes.id, episode!.id));
  expect(row!.media).toBe(`packaged/series-${series}-e${episode!.id}/${id}/master.m3u8`);
});

test("a master with no sound of its own: its dub is not called the title's own sound", async () => {
  const asked = await ask({
    video: await upload("silent"),
    dubs: [
      { upload: await upload("audio"), language: "vi", name_en: "Vietnamese dub", name_vi: "Lồng tiếng" },
    ],
  });
  expect(((await asked.json()) as StudioPackaging).audio).toEqual([
    { language: "vi", name_en: "Vietnamese dub", name_vi: "Lồng tiếng", original: false },
  ]);
});
