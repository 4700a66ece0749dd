/** @jest-environment node */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
import RedisCacheHandler from "./redis-cache-handler.mjs";
import {
  loadTags,
  readTagsFile,
  saveTags,
  TAG_KEEP_MS,
  tagsFileOf,
  type TagTimes,
} from "./revalidated-tags-file.mjs";

let dir: string;
let file: string;
const savedUrl = process.env.REDIS_URL;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "cineva-tags-"));
  await mkdir(path.join(dir, "server"));
  await writeFile(path.join(dir, "BUILD_ID"), "build-1");
  file = tagsFileOf(path.join(dir, "server"));
  delete process.env.REDIS_URL;
  tagsManifest.clear();
});
afterEach(async () => {
  process.env.REDIS_URL = savedUrl;
  tagsManifest.clear();
  await rm(dir, { recursive: true, force: true });
});

describe("the revalidated tags' file", () => {
  it("lies beside the build's cache", () => {
    expect(tagsFileOf("/srv/cineva/.next/server")).toBe(
      "/srv/cineva/.next/cache/cineva-revalidated-tags.json",
    );
  });

  it("keeps what it held, adds the tags written, and forgets what is older than a month", () => {
    const now = Date.UTC(2026, 10, 27);
    const map = new Map<string, TagTimes>([
      ["movie:1", { expired: now }],
      ["blog", { stale: now - 1_000, expired: now + 31_536_000_000 }],
      ["post:9", { expired: now }],
    ]);
    saveTags(file, map, ["movie:1"], now);
    saveTags(file, map, ["blog"], now);
    expect(readTagsFile(file)).toEqual({ "movie:1": { expired: now }, blog: map.get("blog") });
    saveTags(file, new Map([["legal", { expired: now + TAG_KEEP_MS }]]), ["legal"], now + TAG_KEEP_MS);
    expect(Object.keys(readTagsFile(file))).toEqual(["blog", "legal"]);
  });

  it("brings its times into a map, the later of each, and is none when missing or broken", async () => {
    expect(readTagsFile(file)).toEqual({});
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, "{not json");
    expect(readTagsFile(file)).toEqual({});
    await writeFile(
      file,
      JSON.stringify({ "movie:1": { stale: 5, expired: 10 }, "series:2": { expired: 3 } }),
    );
    const map = new Map<string, TagTimes>([["movie:1", { stale: 7 }]]);
    loadTags(file, map);
    expect(Object.fromEntries(map)).toEqual({
      "movie:1": { stale: 7, expired: 10 },
      "series:2": { expired: 3 },
    });
  });
});

describe("a site without Redis, restarted", () => {
  const HTML = '<html><body><script>self.__next_f.push([1,"x"])</script></body></html>';
  const KEY = "/route-cache/APP_PAGE/0f1e2d/$/vi/movie/1/the-kite-maker";
  const page = {
    kind: "APP_PAGE" as const,
    html: HTML,
    rscData: Buffer.from("0:{}"),
    status: 200,
    headers: { "x-next-cache-tags": "_N_T_/layout,movie:1" },
    postponed: undefined,
    segmentData: new Map([["/_tree", Buffer.from("tree")]]),
  };
  const setContext = {
    cacheControl: { revalidate: 300, expire: 3600 },
    isRoutePPREnabled: false,
    isFallback: false,
  };
  const getContext = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };
  const handler = () =>
    new RedisCacheHandler({
      fs: nodeFs,
      flushToDisk: true,
      serverDistDir: path.join(dir, "server"),
      revalidatedTags: [],
    });

  it("does not serve a page cached before a studio change as fresh again", async () => {
    const site = handler();
    await site.set(KEY, page, setContext);
    expect((await site.get(KEY, getContext))?.value).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5)); // the studio's change comes after the render
    await site.revalidateTag(["movie:1"], { expire: 0 });
    expect(await site.get(KEY, getContext)).toBeNull(); // Next renders it anew

    tagsManifest.clear(); // the process stops; Next's own map of tags goes with it
    expect((await site.get(KEY, getContext))?.value).not.toBeNull(); // what a restart served before
    loadTags(file, tagsManifest); // what the next process's first handler reads
    expect(await site.get(KEY, getContext)).toBeNull();
    expect(JSON.parse(await readFile(file, "utf8"))).toEqual({ "movie:1": tagsManifest.get("movie:1") });
  });
});
