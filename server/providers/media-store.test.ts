/** @jest-environment node */
/**
 * Where video lives (issue #37): a directory or an S3-compatible bucket (s3rver on loopback here),
 * the same answers from both, and /media/… serving from either with byte ranges.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { createTestContext, type TestContext } from "../test-harness";
import {
  DirectoryMediaStore,
  isMediaKey,
  openMediaStore,
  S3_COMPATIBLE,
  S3MediaStore,
  WithShippedClips,
  type MediaStore,
} from "./media-store";

// s3rver and a fresh database start slowly on a busy machine.
jest.setTimeout(30_000);

let scratch: string;
let source: string;
const BYTES = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

async function text(stream: ReadableStream<Uint8Array> | null) {
  if (!stream) return null;
  return Buffer.from(await new Response(stream).arrayBuffer());
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "cineva-store-"));
  source = path.join(scratch, "segment.m4s");
  await writeFile(source, BYTES);
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

test("a media key is plain relative segments", () => {
  expect(isMediaKey("titles/movie-7/v1/720p/seg-0001.m4s")).toBe(true);
  for (const key of ["", "/etc/passwd", "a/../b", "a//b", "./a", "a\\b", "a\0b", "x".repeat(513)]) {
    expect({ key, ok: isMediaKey(key) }).toEqual({ key, ok: false });
  }
});

let s3: S3rver;
let s3Endpoint: string;

beforeAll(async () => {
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(scratch, "s3"),
    configureBuckets: [{ name: "media", configs: [] }],
  });
  const { port } = (await s3.run()) as { port: number };
  s3Endpoint = `http://127.0.0.1:${port}`;
});
afterAll(() => s3.close());

const s3Store = () =>
  new S3MediaStore({
    bucket: "media",
    prefix: "site",
    client: {
      region: "us-east-1",
      endpoint: s3Endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      ...S3_COMPATIBLE,
    },
  });

const stores: [string, () => MediaStore][] = [
  ["a directory", () => new DirectoryMediaStore(path.join(scratch, "dir"))],
  ["an S3 bucket", s3Store],
];

describe.each(stores)("media in %s", (_name, open) => {
  test("is stored whole, read whole or in spans, and named with its size and version", async () => {
    const store = open();
    expect(await store.stat("titles/movie-1/v1/seg.m4s")).toBeNull();
    expect(await store.read("titles/movie-1/v1/seg.m4s")).toBeNull();

    await store.put("titles/movie-1/v1/seg.m4s", source, "video/iso.segment");
    const object = await store.stat("titles/movie-1/v1/seg.m4s");
    expect(object).toEqual({ size: 1000, modified: expect.any(Date), etag: expect.stringMatching(/^W\/"/) });
    expect(await text(await store.read("titles/movie-1/v1/seg.m4s"))).toEqual(BYTES);
    expect(await text(await store.read("titles/movie-1/v1/seg.m4s", { start: 10, end: 19 }))).toEqual(
      BYTES.subarray(10, 20),
    );
    expect(await text(await store.read("titles/movie-1/v1/seg.m4s", { start: 990, end: 999 }))).toEqual(
      BYTES.subarray(990),
    );
  });

  test("a folder goes at once, and nothing beside it", async () => {
    const store = open();
    await store.put("titles/movie-2/v1/a.m4s", source, "video/iso.segment");
    await store.put("titles/movie-2/v1/720p/b.m4s", source, "video/iso.segment");
    await store.put("titles/movie-2/v2/a.m4s", source, "video/iso.segment");
    await store.removeAll("titles/movie-2/v1/");
    expect(await store.stat("titles/movie-2/v1/a.m4s")).toBeNull();
    expect(await store.stat("titles/movie-2/v1/720p/b.m4s")).toBeNull();
    expect(await store.stat("titles/movie-2/v2/a.m4s")).not.toBeNull();
  });

  test("a key that is not plain is nothing to read and refused to write", async () => {
    const store = open();
    expect(await store.stat("../secret")).toBeNull();
    expect(await store.read("a/../../b")).toBeNull();
    await expect(store.put("../escape.m4s", source, "video/iso.segment")).rejects.toThrow(/Not a media key/);
    await expect(store.removeAll("../")).rejects.toThrow(/Not a media folder/);
  });
});

test("the demo's clips are read from the repository and cannot be written", async () => {
  const store = openMediaStore({ CINEVA_MEDIA_DIR: path.join(scratch, "site") }, scratch);
  expect(store).toBeInstanceOf(WithShippedClips);
  expect((await store.stat("clips/aurora/master.m3u8"))?.size).toBeGreaterThan(0);
  await expect(store.put("clips/aurora/master.m3u8", source, "x")).rejects.toThrow(/read-only/);
  await store.put("titles/movie-3/v1/seg.m4s", source, "video/iso.segment");
  expect(await readFile(path.join(scratch, "site", "titles/movie-3/v1/seg.m4s"))).toEqual(BYTES);
});

describe("GET /media/… from a bucket", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    ctx.deps.media = new WithShippedClips(new DirectoryMediaStore(path.join(scratch, "none")), s3Store());
    await ctx.deps.media.put("titles/movie-9/v1/storyboard.jpg", source, "image/jpeg");
  });
  afterAll(() => ctx.close());

  // Video is served at a playback session's addresses by the same code (modules/playback).
  test("serves a storyboard sprite's bytes with its type, a year's cache and ranges", async () => {
    const whole = await ctx.get("/media/titles/movie-9/v1/storyboard.jpg");
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("image/jpeg");
    expect(whole.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(BYTES);

    const part = await ctx.get("/media/titles/movie-9/v1/storyboard.jpg", {
      headers: { Range: "bytes=100-199" },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 100-199/1000");
    expect(Buffer.from(await part.arrayBuffer())).toEqual(BYTES.subarray(100, 200));

    expect((await ctx.get("/media/titles/movie-9/v1/none.jpg")).status).toBe(404);
  });
});
