/** @jest-environment node */
import { mkdtemp, readFile, readdir, rm, stat, symlink, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { movies } from "../../db/schema";
import { createRouter } from "../../http/router";
import type { Deps } from "../../http/context";
import { CLIPS } from "../../demo/content/taxonomy";
import { createTestContext, type TestContext } from "../../test-harness";
import { DirectoryMediaStore, SHIPPED_MEDIA_ROOT as MEDIA_ROOT } from "../../providers/media-store";
import { mediaRoutes } from "./routes";

let ctx: TestContext;
const WEBP = Buffer.from("RIFF\x1a\x00\x00\x00WEBPVP8 fake image bytes", "latin1");

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.images.write("movies/posters/kite.webp", WEBP);
  await ctx.images.write("users/avatar-1.jpg", Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  await ctx.images.write("blog/covers/evil.svg", Buffer.from("<svg onload='alert(1)'/>"));
});
afterAll(() => ctx.close());

/**
 * A visitor's playback session of a free film playing `clip`: the folder of its addresses, and the
 * browser's cookie those addresses answer to (video is served only there, modules/playback).
 */
async function sessionOf(clip: string) {
  const [film] = await ctx.db
    .insert(movies)
    .values({
      titleEn: clip,
      titleVi: clip,
      year: 2026,
      country: "VN",
      originalLanguage: "en",
      durationMin: 1,
      media: `clips/${clip}/master.m3u8`,
      publishedAt: new Date("2026-01-01T00:00:00Z"),
    })
    .returning({ id: movies.id });
  const opened = await ctx.post("/api/playback", { kind: "movie", id: film!.id });
  expect(opened.status).toBe(201);
  const cookie = opened.headers.get("set-cookie")!.split(";")[0]!;
  const { src } = (await opened.json()) as { src: string };
  const folder = src.slice(0, src.lastIndexOf("/") + 1);
  return {
    folder,
    get: (file: string, headers: Record<string, string> = {}) =>
      ctx.get(folder + file, { headers: { Cookie: cookie, ...headers } }),
    head: (file: string) => ctx.app.request(folder + file, { method: "HEAD", headers: { Cookie: cookie } }),
  };
}

async function bytes(response: Response) {
  return Buffer.from(await response.arrayBuffer());
}

describe("GET /images/{path}", () => {
  it("serves artwork with its type and a year-long immutable cache", async () => {
    const response = await ctx.get("/images/movies/posters/kite.webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await bytes(response)).toEqual(WEBP);

    const etag = response.headers.get("etag")!;
    const again = await ctx.get("/images/movies/posters/kite.webp", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("gives avatars a shorter cache", async () => {
    const response = await ctx.get("/images/users/avatar-1.jpg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers missing files, other types and path tricks with a JSON 404", async () => {
    const paths = [
      "/images/movies/posters/none.webp",
      "/images/blog/covers/evil.svg",
      "/images/movies/posters/",
      "/images/",
      "/images/%2e%2e/%2e%2e/package.json",
      "/images/..%2f..%2fpackage.json",
      "/images/movies%2fposters%2fkite.webp%00.webp",
      "/images/movies/posters/.hidden.webp",
      "/images/movies%5Cposters%5Ckite.webp",
      "/images/%E0%A4%A",
    ];
    for (const p of paths) {
      const response = await ctx.get(p);
      expect({ p, status: response.status }).toEqual({ p, status: 404 });
      expect(await response.json()).toEqual({ message: "Not found." });
    }
  });
});

describe("GET /media/{path}", () => {
  it("refuses video at public addresses: it plays at a playback session's only", async () => {
    for (const file of ["master.m3u8", "360p/index.m3u8", "360p/seg000.m4s", "360p/init_0.mp4"]) {
      const response = await ctx.get(`/media/clips/aurora/${file}`, { headers: { "Accept-Language": "vi" } });
      expect({ file, status: response.status }).toEqual({ file, status: 403 });
      expect(((await response.json()) as { message: string }).message).toMatch(/chỉ phát từ trang của phim/);
    }
  });

  it("plays each clip's master playlist listing two renditions, at a session's addresses", async () => {
    for (const clip of CLIPS) {
      const session = await sessionOf(clip);
      const response = await session.get("master.m3u8");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/vnd.apple.mpegurl; charset=utf-8");
      const master = await response.text();
      const variants = [...master.matchAll(/#EXT-X-STREAM-INF:([^\n]+)\n([^\n]+)/g)];
      expect(variants.map((v) => v[2])).toEqual(["360p/index.m3u8", "720p/index.m3u8"]);
      for (const [, attributes, uri] of variants) {
        expect(attributes).toMatch(/BANDWIDTH=\d+/);
        expect(attributes).toMatch(/RESOLUTION=(640x360|1280x720)/);
        expect(attributes).toMatch(/CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);
        const playlist = await (await session.get(uri!)).text();
        const durations = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
        const total = durations.reduce((a, b) => a + b, 0);
        expect(total).toBeGreaterThanOrEqual(12);
        expect(total).toBeLessThanOrEqual(20);
        expect(Math.max(...durations)).toBeLessThanOrEqual(4.1);
        const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)![1]!;
        const segment = /^(seg\d+\.m4s)$/m.exec(playlist)![1]!;
        for (const file of [init, segment]) {
          const head = await session.head(`${path.dirname(uri!)}/${file}`);
          expect(head.status).toBe(200);
          expect(head.headers.get("content-type")).toBe("video/mp4");
          expect(Number(head.headers.get("content-length"))).toBeGreaterThan(500);
        }
      }
    }
  });

  it("serves English and Vietnamese WebVTT subtitles in UTF-8", async () => {
    const en = await ctx.get("/media/clips/aurora/subs.en.vtt");
    expect(en.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect(await en.text()).toMatch(/^WEBVTT\n/);
    const vi = await (await ctx.get("/media/clips/aurora/subs.vi.vtt")).text();
    expect(vi).toContain("Chào mừng đến với Cineva");
    expect(vi.match(/-->/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it("answers byte ranges of a segment with 206 and Content-Range", async () => {
    const file = path.join(MEDIA_ROOT, "clips/signal/360p/seg000.m4s");
    const whole = await readFile(file);
    const size = whole.length;
    const session = await sessionOf("signal");
    const url = "360p/seg000.m4s";
    const get = (headers: Record<string, string> = {}) => session.get(url, headers);

    const full = await get();
    expect(full.status).toBe(200);
    expect(full.headers.get("accept-ranges")).toBe("bytes");
    expect(full.headers.get("content-length")).toBe(String(size));
    // The session's own: kept by its browser, never by a shared cache.
    expect(full.headers.get("cache-control")).toBe("private, max-age=3600");
    expect((await bytes(full)).equals(whole)).toBe(true);

    const cases: [string, number, number][] = [
      ["bytes=0-187", 0, 187],
      ["bytes=188-", 188, size - 1],
      ["bytes=-376", size - 376, size - 1],
      [`bytes=100-${size + 5000}`, 100, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await get({ Range: range });
      expect({ range, status: response.status }).toEqual({ range, status: 206 });
      expect(response.headers.get("content-range")).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers.get("content-length")).toBe(String(end - start + 1));
      expect((await bytes(response)).equals(whole.subarray(start, end + 1))).toBe(true);
    }

    const beyond = await get({ Range: `bytes=${size}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${size}`);

    // Ranges we do not support are ignored: the whole file.
    const multi = await get({ Range: "bytes=0-1,5-6" });
    expect(multi.status).toBe(200);
    // If-Range naming another version: the whole file.
    const stale = await get({ Range: "bytes=0-9", "If-Range": 'W/"old"' });
    expect(stale.status).toBe(200);
  });

  it("refuses anything outside the media folder, and unknown types", async () => {
    const paths = [
      "/media/..%2Fdb%2Fschema.ts",
      "/media/%2e%2e/app.ts",
      "/media/clips/aurora/..%2F..%2F..%2F..%2Fpackage.json",
      "/media/clips/aurora/%2e%2e%2f%2e%2e%2f..%2fREADME.md",
      "/media/clips/aurora/master.m3u8%00",
      "/media/clips/nope/subs.en.vtt",
      "/media/clips/aurora/",
      "/media/clips/aurora",
      "/media/clips/aurora/readme.txt",
      "/media//etc/passwd",
    ];
    for (const p of paths) {
      const response = await ctx.get(p);
      expect({ p, status: response.status }).toEqual({ p, status: 404 });
      expect(await response.json()).toEqual({ message: "Not found." });
    }
  });

  it("does not follow a symbolic link out of the media folder", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "cineva-media-"));
    const outside = await mkdtemp(path.join(tmpdir(), "cineva-outside-"));
    try {
      await writeFile(path.join(outside, "secret.vtt"), "WEBVTT\n\nsecret");
      await mkdir(path.join(root, "clips"));
      await writeFile(path.join(root, "clips", "ok.vtt"), "WEBVTT\n");
      await symlink(path.join(outside, "secret.vtt"), path.join(root, "clips", "leak.vtt"));
      const app = createRouter();
      app.use("*", async (c, next) => {
        c.set("deps", { ...ctx.deps, media: new DirectoryMediaStore(root) } as Deps);
        await next();
      });
      app.route("/", mediaRoutes());
      expect((await app.request("/media/clips/ok.vtt")).status).toBe(200);
      expect((await app.request("/media/clips/leak.vtt")).status).toBe(404);
    } finally {
      await rm(root, { recursive: true, force: true });
      await rm(outside, { recursive: true, force: true });
    }
  });

  it("keeps the committed clips within 15 MB", async () => {
    let total = 0;
    const walk = async (dir: string) => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await walk(full);
        else total += (await stat(full)).size;
      }
    };
    await walk(path.join(MEDIA_ROOT, "clips"));
    expect(total).toBeGreaterThan(1_000_000);
    expect(total).toBeLessThanOrEqual(15 * 1024 * 1024);
  });
});
