/** @jest-environment node */
/**
 * Uploads by the tus protocol (issue #37), as tus-js-client speaks it: begin, send part of a file, ask
 * how far it got, send the rest; the check that follows; refusals in the API's shape and language.
 */
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { StudioUpload } from "@/lib/contract/studio-uploads";
import { uploads } from "../../db/schema";
import { openQueue } from "../../providers/queue";
import { CHECK_UPLOAD, checkUploadJob, expireUploadsJob } from "../ingest";
import { H264_AAC, makeSource, picture, tone } from "../../test-media";
import { bodyOf, ctx, seedFilm, seedSeries, setUpStudioContext, signedInStaff } from "./test-kit";

jest.setTimeout(60_000);
setUpStudioContext();

let dir: string;
let token: string;
let film: number;
let video: Uint8Array;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "cineva-uploads-test-"));
  token = (await signedInStaff("editor")).token;
  film = await seedFilm({ titleEn: "Upload Film", titleVi: "Phim tải lên" });
  video = await readFile(await makeSource(path.join(dir, "film.mp4"), [picture(2), tone(2)], H264_AAC));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const encoded = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
    .join(",");

type Call = { method: string; path: string; headers?: Record<string, string>; body?: Uint8Array };
function tus({ method, path: address, headers = {}, body }: Call) {
  return ctx.app.request(address, {
    method,
    headers: { "Tus-Resumable": "1.0.0", Authorization: `Bearer ${token}`, ...headers },
    body: body as BodyInit | undefined,
  });
}

/** Begins an upload of `bytes` for the film; its address. */
async function begin(bytes: Uint8Array, metadata: Record<string, string> = {}, language = "en") {
  const response = await tus({
    method: "POST",
    path: "/api/studio/uploads",
    headers: {
      "Upload-Length": String(bytes.length),
      "Accept-Language": language,
      "Upload-Metadata": encoded({
        filename: "film.mp4",
        filetype: "video/mp4",
        sha256: sha256(bytes),
        role: "video",
        kind: "movie",
        title_id: String(film),
        ...metadata,
      }),
    },
  });
  expect(response.status).toBe(201);
  const location = response.headers.get("location")!;
  expect(location).toMatch(/^\/api\/studio\/uploads\/[0-9a-f]{32}$/);
  return location;
}

const send = (location: string, offset: number, bytes: Uint8Array) =>
  tus({
    method: "PATCH",
    path: location,
    headers: { "Upload-Offset": String(offset), "Content-Type": "application/offset+octet-stream" },
    body: bytes,
  });

const idOf = (location: string) => location.split("/").pop()!;

async function shown(location: string, language = "en"): Promise<StudioUpload> {
  const response = await ctx.app.request(location, {
    headers: { Authorization: `Bearer ${token}`, "Accept-Language": language },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as StudioUpload;
}

/** Runs the check the finished upload asked for, as a worker would. */
async function check(location: string) {
  const job = { id: "check", signal: new AbortController().signal, progress: async () => undefined };
  return checkUploadJob.run({ upload: idOf(location) }, job, ctx.jobDeps());
}

describe("an upload that is interrupted and resumed", () => {
  test("arrives whole, is checked and is ready, its facts read by ffprobe", async () => {
    const location = await begin(video);
    const half = Math.floor(video.length / 2);
    expect((await send(location, 0, video.subarray(0, half))).headers.get("upload-offset")).toBe(
      String(half),
    );
    // The tab reloads: tus-js-client asks how far the server got, then sends the rest from there.
    const asked = await tus({ method: "HEAD", path: location });
    expect(asked.status).toBe(200);
    expect(asked.headers.get("upload-offset")).toBe(String(half));
    expect((await shown(location)).state).toBe("receiving");
    expect((await shown(location)).received).toBe(half);
    const rest = await send(location, half, video.subarray(half));
    expect(rest.status).toBe(204);
    expect(ctx.sentJobs).toContainEqual({ name: CHECK_UPLOAD, data: { upload: idOf(location) } });
    expect((await shown(location)).state).toBe("checking");

    expect(await check(location)).toBe("ready");
    const ready = await shown(location);
    expect(ready).toMatchObject({
      state: "ready",
      received: video.length,
      width: 320,
      height: 180,
      refusal: null,
    });
    expect(ready.duration_sec).toBeCloseTo(2, 0);
    // The original is kept as it arrived.
    const kept = await readFile(ctx.deps.uploads.fileOf(idOf(location)));
    expect(sha256(kept)).toBe(sha256(video));
  });

  test("a part sent from the wrong offset is refused with 409, and nothing is lost", async () => {
    const location = await begin(video);
    await send(location, 0, video.subarray(0, 1000));
    const wrong = await send(location, 500, video.subarray(500, 2000));
    expect(wrong.status).toBe(409);
    expect((await bodyOf(wrong)).message).toMatch(/server stands/);
    expect((await tus({ method: "HEAD", path: location })).headers.get("upload-offset")).toBe("1000");
  });
});

describe("a finished upload that is not what it says", () => {
  test("bytes changed on the way: refused by its SHA-256, in the caller's language", async () => {
    const location = await begin(video);
    const damaged = Uint8Array.from(video);
    damaged[damaged.length - 10]! ^= 0xff;
    await send(location, 0, damaged);
    expect(await check(location)).toBe("checksum");
    expect((await shown(location)).refusal_text).toMatch(/SHA-256 does not match/);
    expect((await shown(location, "vi")).refusal_text).toMatch(/SHA-256 không khớp/);
  });

  test("a text file named .mp4 is not a video, and a picture without sound is no audio track", async () => {
    const text = new TextEncoder().encode("This is not a film at all.\n".repeat(50));
    const renamed = await begin(text, { filename: "notes.mp4" });
    await send(renamed, 0, text);
    expect(await check(renamed)).toBe("not_media");
    expect((await shown(renamed)).refusal_text).toBe("This is not a video or audio file.");
    expect((await shown(renamed, "vi")).refusal_text).toBe("Đây không phải tệp video hay âm thanh.");

    const silent = await readFile(
      await makeSource(
        path.join(dir, "silent.mp4"),
        [picture(1)],
        ["-c:v", "libx264", "-preset", "ultrafast"],
      ),
    );
    const asAudio = await begin(silent, { role: "audio", filename: "dub.mp4" });
    await send(asAudio, 0, silent);
    expect(await check(asAudio)).toBe("no_audio");
  });

  test("a dubbed audio track and Windows-1258 subtitles are ready", async () => {
    const dub = await readFile(await makeSource(path.join(dir, "dub.m4a"), [tone(2)], ["-c:a", "aac"]));
    const audio = await begin(dub, { role: "audio", filename: "long-tieng.m4a" });
    await send(audio, 0, dub);
    expect(await check(audio)).toBe("ready");
    expect((await shown(audio)).duration_sec).toBeCloseTo(2, 0);

    // "Xin chào" in Windows-1258: à is a, then the combining grave accent (0xCC).
    const srt = Uint8Array.from([
      ...Buffer.from("1\r\n00:00:01,000 --> 00:00:02,500\r\nXin ch", "latin1"),
      0x61,
      0xcc,
      ...Buffer.from("o\r\n", "latin1"),
    ]);
    const subtitles = await begin(srt, { role: "subtitle", filename: "vi.srt" });
    await send(subtitles, 0, srt);
    expect(await check(subtitles)).toBe("ready");
  });
});

describe("what is refused before a byte is stored", () => {
  test("metadata that is missing or wrong: 422 at its field; a title that does not exist: 404", async () => {
    const bad = await tus({
      method: "POST",
      path: "/api/studio/uploads",
      headers: { "Upload-Length": "10", "Upload-Metadata": encoded({ filename: "x.mp4", role: "poster" }) },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bodyOf(bad)).errors ?? {})).toEqual(
      expect.arrayContaining(["sha256", "role", "kind", "title_id"]),
    );
    const series = await seedSeries({ titleEn: "Gone", titleVi: "Đã xoá" });
    const missing = await tus({
      method: "POST",
      path: "/api/studio/uploads",
      headers: {
        "Upload-Length": "10",
        "Upload-Metadata": encoded({
          filename: "x.mp4",
          sha256: "a".repeat(64),
          role: "video",
          kind: "series",
          title_id: String(series + 1000),
        }),
      },
    });
    expect(missing.status).toBe(404);
    expect(
      await ctx.db
        .select()
        .from(uploads)
        .where(eq(uploads.titleId, series + 1000)),
    ).toEqual([]);
  });

  test("without tus's header or past the size limit: JSON refusals, never tus's bare text", async () => {
    const location = await begin(video);
    const noProtocol = await ctx.app.request(location, {
      method: "PATCH",
      headers: {
        Authorization: `Bearer ${token}`,
        "Upload-Offset": "0",
        "Content-Type": "application/offset+octet-stream",
      },
      body: video.subarray(0, 10) as BodyInit,
    });
    expect(noProtocol.status).toBe(422);
    expect((await bodyOf(noProtocol)).message).toBeTruthy();
    const huge = await tus({
      method: "POST",
      path: "/api/studio/uploads",
      headers: {
        "Upload-Length": String(200 * 1024 ** 3),
        "Upload-Metadata": encoded({
          filename: "x.mp4",
          sha256: "a".repeat(64),
          role: "video",
          kind: "movie",
          title_id: String(film),
        }),
      },
    });
    expect(huge.status).toBe(413);
    expect((await bodyOf(huge)).message).toBe("A file may be at most 100 GB.");
  });
});

describe("uploads that stop", () => {
  test("a cancelled upload is gone with its bytes; a finished one cannot be cancelled", async () => {
    const location = await begin(video);
    await send(location, 0, video.subarray(0, 100));
    expect((await tus({ method: "DELETE", path: location })).status).toBe(204);
    expect((await tus({ method: "HEAD", path: location })).status).toBe(404);

    const finished = await begin(video);
    await send(finished, 0, video);
    expect((await tus({ method: "DELETE", path: finished })).status).toBe(409);
  });

  test("one left unfinished past 48 hours expires: its bytes removed, resuming it answers 410", async () => {
    const location = await begin(video);
    await send(location, 0, video.subarray(0, 100));
    const file = ctx.deps.uploads.fileOf(idOf(location));
    expect((await stat(file)).size).toBe(100);
    ctx.advance(49 * 3600 * 1000);
    token = (await signedInStaff("editor")).token; // the studio session ended long before
    const job = { id: "expire", signal: new AbortController().signal, progress: async () => undefined };
    expect(await expireUploadsJob.run({}, job, ctx.jobDeps())).toBeGreaterThanOrEqual(1);
    await expect(stat(file)).rejects.toThrow();
    expect((await shown(location)).state).toBe("expired");
    const resumed = await send(location, 100, video.subarray(100));
    expect(resumed.status).toBe(410);
    expect((await bodyOf(resumed)).message).toMatch(/expired/);
  });
});

test("the queue runs the check a finished upload asks for", async () => {
  const queue = await openQueue(ctx.handle, [checkUploadJob], ctx.jobDeps(), {
    work: true,
    pollingSeconds: 0.5,
  });
  const sender = ctx.deps.jobs;
  ctx.deps.jobs = queue;
  try {
    const location = await begin(video);
    await send(location, 0, video);
    const until = Date.now() + 30_000;
    while ((await shown(location)).state === "checking" && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await shown(location)).state).toBe("ready");
  } finally {
    ctx.deps.jobs = sender;
    await queue.stop();
  }
});
