/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
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

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "cineva-tags-"));
  file = tagsFileOf(path.join(dir, "server"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

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
