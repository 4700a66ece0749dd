/** @jest-environment node */
/**
 * The studio's timeline (issue #37): before publishing, an editor corrects the recap, intro and credits
 * a packaging found; publishing writes the corrected parts, and what is already playing is corrected
 * under What plays instead.
 */
import { randomBytes } from "node:crypto";
import { copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { StudioPackaging } from "@/lib/contract/studio-packagings";
import { movies, uploads } from "../../db/schema";
import { H264_AAC, makeSource, picture, tone } from "../../test-media";
import { packageTitleJob, probeSource } from "../ingest";
import { api, ctx, seedFilm, setUpStudioContext, signedInStaff } from "./test-kit";

jest.setTimeout(120_000);
setUpStudioContext();

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "cineva-corrections-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

test("an editor corrects a packaging's parts to skip before publishing, and publishing writes them", async () => {
  const { token } = await signedInStaff("editor");
  const film = await seedFilm({ titleEn: "Corrected Film" });
  const source = await makeSource(path.join(dir, "m.mp4"), [picture(12, "640x360"), tone(12)], H264_AAC);
  const video = randomBytes(16).toString("hex");
  await mkdir(ctx.deps.uploads.directory, { recursive: true });
  await copyFile(source, ctx.deps.uploads.fileOf(video));
  await ctx.db.insert(uploads).values({
    ...{ id: video, titleKind: "movie", titleId: film, role: "video", filename: "m.mp4" },
    ...{ size: 1, sha256: "0".repeat(64), state: "ready" },
    facts: ((await probeSource(source)) as { facts: unknown }).facts,
  });
  const asked = await api.post(`/api/studio/titles/movie/${film}/packagings`, { video }, token);
  const { id } = (await asked.json()) as StudioPackaging;
  const correct = (segments: unknown, language = "en") =>
    ctx.put(
      `/api/studio/packagings/${id}/segments`,
      { segments },
      { token, headers: { "Accept-Language": language } },
    );
  const intro = [{ kind: "intro", start_sec: 1, end_sec: 5 }];

  // Nothing to correct while it waits.
  expect((await correct(intro)).status).toBe(409);
  const job = { id: "p", signal: new AbortController().signal, progress: async () => undefined };
  await packageTitleJob.run({ packaging: id }, job, ctx.jobDeps());
  const listed = async () =>
    (
      (await (await api.get(`/api/studio/titles/movie/${film}/packagings`, token)).json()) as {
        data: StudioPackaging[];
      }
    ).data[0]!;
  const ready = await listed();
  expect(ready).toMatchObject({ state: "ready", segments: [], corrected: false });
  expect(ready.storyboard).toBe(`packaged/movie-${film}/${id}/storyboard.vtt`);
  expect(ready.duration_sec).toBeCloseTo(12, 0);

  // Parts that cannot be are refused at their field, in the editor's language.
  const backwards = await correct([{ kind: "intro", start_sec: 5, end_sec: 2 }]);
  expect(backwards.status).toBe(422);
  expect(((await backwards.json()) as { errors: Record<string, string[]> }).errors).toEqual({
    "segments.0.end_sec": ["The end comes after the start."],
  });
  const past = await correct([...intro, { kind: "credits", start_sec: 9, end_sec: 20 }], "vi");
  expect(past.status).toBe(422);
  expect(((await past.json()) as { errors: Record<string, string[]> }).errors).toEqual({
    "segments.1.end_sec": ["Đoạn này kết thúc sau khi video đã hết, ở giây 12."],
  });
  expect((await correct([{ kind: "opening", start_sec: 0, end_sec: 4 }])).status).toBe(422);

  const corrected = await correct(intro);
  expect(corrected.status).toBe(200);
  expect(await corrected.json()).toMatchObject({ segments: intro, corrected: true });
  expect(await listed()).toMatchObject({ segments: intro, corrected: true });
  // Back to what was found, then corrected again.
  expect(await (await correct(null)).json()).toMatchObject({ segments: [], corrected: false });
  expect((await correct(intro)).status).toBe(200);

  expect((await api.post(`/api/studio/packagings/${id}/publish`, {}, token)).status).toBe(200);
  const [row] = await ctx.db.select().from(movies).where(eq(movies.id, film));
  expect(row!.segments).toEqual(intro);
  // Playing now: what plays is corrected on the title.
  expect((await correct([])).status).toBe(409);
  expect((await api.put(`/api/studio/packagings/999999/segments`, { segments: [] }, token)).status).toBe(404);
});
