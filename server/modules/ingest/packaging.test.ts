/** @jest-environment node */
import { randomBytes } from "node:crypto";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { packagings, uploads } from "../../db/schema";
import { createTestContext, type TestContext } from "../../test-harness";
import { H264_AAC, makeSource, picture, tone } from "../../test-media";
import { packageTitleJob } from "./packaging";
import { probeAudio, probeSource } from "./probe";

// A checked 4 s master, a dub and subtitles packaged by the job into the media store, then served.
jest.setTimeout(120_000);

let ctx: TestContext;
let dir: string;
const job = () => ({ id: "p", signal: new AbortController().signal, progress: async () => undefined });

/** A ready upload of `file`, as the check leaves one. */
async function readyUpload(file: string, role: "video" | "audio" | "subtitle", facts: unknown) {
  const id = randomBytes(16).toString("hex");
  await mkdir(ctx.deps.uploads.directory, { recursive: true });
  await copyFile(file, ctx.deps.uploads.fileOf(id));
  await ctx.db.insert(uploads).values({
    id,
    titleKind: "movie",
    titleId: 1,
    role,
    filename: path.basename(file),
    size: 1,
    sha256: "0".repeat(64),
    state: "ready",
    facts,
  });
  return id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  dir = await mkdtemp(path.join(tmpdir(), "cineva-packaging-test-"));
});
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

test("a packaging becomes a folder of the media store that /media serves, its master written last", async () => {
  const master = await makeSource(path.join(dir, "m.mp4"), [picture(4, "640x360"), tone(4)], H264_AAC);
  const dub = await makeSource(path.join(dir, "dub.m4a"), [tone(4, 48_000, 330)], ["-c:a", "aac"]);
  await writeFile(path.join(dir, "en.srt"), "1\n00:00:00,500 --> 00:00:01,500\nHello\n");
  const video = await readyUpload(master, "video", ((await probeSource(master)) as { facts: unknown }).facts);
  const audio = await readyUpload(dub, "audio", ((await probeAudio(dub)) as { facts: unknown }).facts);
  const subs = await readyUpload(path.join(dir, "en.srt"), "subtitle", { cues: 1 });
  const [row] = await ctx.db
    .insert(packagings)
    .values({
      titleKind: "movie",
      titleId: 1,
      video,
      audio: [
        { upload: video, stream: 1, language: "en", name_en: "Original", name_vi: "Gốc", default: true },
        {
          upload: audio,
          stream: 0,
          language: "vi",
          name_en: "Vietnamese dub",
          name_vi: "Lồng tiếng",
          default: false,
        },
      ],
      subtitles: [{ upload: subs, lang: "en" }],
    })
    .returning();

  const put = jest.spyOn(ctx.deps.media, "put");
  expect(await packageTitleJob.run({ packaging: row!.id }, job(), ctx.jobDeps())).toBe("ready");
  expect(put.mock.calls.at(-1)?.[0]).toMatch(/\/master\.m3u8$/);
  expect(put.mock.calls.length).toBeGreaterThan(8);
  const [done] = await ctx.db.select().from(packagings).where(eq(packagings.id, row!.id));
  const folder = `packaged/movie-1/${row!.id}`;
  expect(done).toMatchObject({
    state: "ready",
    folder,
    master: `${folder}/master.m3u8`,
    storyboard: `${folder}/storyboard.vtt`,
    subtitlePaths: [{ lang: "en", path: `${folder}/subs.en.vtt` }],
    rungs: ["360p"],
  });

  // In the media store (played at a playback session's addresses: modules/playback).
  const text = await new Response(await ctx.deps.media.read(`${folder}/master.m3u8`)).text();
  expect(text).toContain('NAME="Lồng tiếng",LANGUAGE="vi"');
  expect((await ctx.deps.media.stat(`${folder}/360p/seg0000.m4s`))?.size).toBeGreaterThan(500);
  expect(await (await ctx.get(`/media/${folder}/subs.en.vtt`)).text()).toContain("Hello");
});

test("a packaging whose video is not a ready upload fails, its reason kept for the operator", async () => {
  const [row] = await ctx.db
    .insert(packagings)
    .values({ titleKind: "movie", titleId: 1, video: await readyUpload(__filename, "video", null) })
    .returning();
  await ctx.db.update(uploads).set({ state: "refused" }).where(eq(uploads.id, row!.video));
  await expect(packageTitleJob.run({ packaging: row!.id }, job(), ctx.jobDeps())).rejects.toThrow(
    /not ready/,
  );
  const [failed] = await ctx.db.select().from(packagings).where(eq(packagings.id, row!.id));
  expect(failed).toMatchObject({ state: "failed", failure: expect.stringMatching(/not ready to package/) });
});
