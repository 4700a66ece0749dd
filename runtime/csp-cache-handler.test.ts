/** @jest-environment node */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
import CspCacheHandler, { pathOf } from "./csp-cache-handler.mjs";

/** Next's real file-system cache under a temporary directory, the way the server makes it. */
let dir: string;
let cache: CspCacheHandler;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "cineva-cache-"));
  cache = new CspCacheHandler({ fs: nodeFs, flushToDisk: true, serverDistDir: dir, revalidatedTags: [] });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const HTML = '<html><body><script>self.__next_f.push([1,"x"])</script></body></html>';
const page = (status: number | undefined, headers: Record<string, string> = {}) => ({
  kind: "APP_PAGE" as const,
  html: HTML,
  rscData: Buffer.from("0:{}"),
  status,
  headers,
  postponed: undefined,
  segmentData: undefined,
});
const setContext = {
  cacheControl: { revalidate: 300, expire: undefined },
  isRoutePPREnabled: false,
  isFallback: false,
};
const getContext = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe("CspCacheHandler", () => {
  it("keeps a page and serves it with the hash policy of its inline scripts", async () => {
    await cache.set("/en/movie/1/the-kite-maker", page(undefined), setContext);
    expect(await filesUnder(dir)).toEqual(expect.arrayContaining(["the-kite-maker.html"]));
    const entry = await cache.get("/en/movie/1/the-kite-maker", getContext);
    expect(entry?.value?.headers?.["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[^']+'/);
  });

  it("puts the policy on the entry Next is about to send, before keeping it: the first response has it", async () => {
    const rendered = page(undefined);
    await cache.set("/en/movie/1/the-kite-maker", rendered, setContext);
    const policy = rendered.headers["content-security-policy"];
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+';/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it.each([
    [404, "/en/movie/987654321"],
    [308, "/vi/movie/1/made-up"],
  ])(
    "gives a %i answer it does not keep its policy all the same (it is sent, with scripts)",
    async (status, key) => {
      const rendered = page(status);
      await cache.set(key, rendered, setContext);
      expect(rendered.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[^']+';/);
      expect(await filesUnder(dir)).toEqual([]);
    },
  );

  it("lets the blank pages be framed, under Next's real cache keys", async () => {
    const key = "/route-cache/APP_PAGE/0f1e2d/$/vi/blank-privacy-policy";
    expect(pathOf(key)).toBe("/vi/blank-privacy-policy");
    expect(pathOf("/en/movie/1")).toBe("/en/movie/1");
    const blank = page(undefined);
    await cache.set(key, blank, setContext);
    expect(blank.headers["content-security-policy"]).toContain("frame-ancestors *");
    const other = page(undefined);
    await cache.set("/route-cache/APP_PAGE/0f1e2d/$/vi/header-privacy-policy", other, setContext);
    expect(other.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("replaces a stored policy rather than adding to it", async () => {
    await cache.set(
      "/en/movie/1/the-kite-maker",
      page(undefined, { "content-security-policy": "old" }),
      setContext,
    );
    const fresh = new CspCacheHandler({
      fs: nodeFs,
      flushToDisk: true,
      serverDistDir: dir,
      revalidatedTags: [],
    });
    const entry = await fresh.get("/en/movie/1/the-kite-maker", getContext);
    expect(entry?.value?.headers?.["content-security-policy"]).toMatch(
      /^default-src 'self'; script-src 'self' 'sha256-/,
    );
  });

  it.each([
    [308, "a made-up slug redirected to the canonical one"],
    [404, "an id that does not exist"],
    [500, "a failed render"],
  ])("writes nothing for a %i answer (%s): made-up addresses must not fill the disk", async (status) => {
    await cache.set("/en/movie/1/made-up-by-anyone", page(status, { location: "/movie/1/x" }), setContext);
    await cache.set(`/en/movie/1/${"x".repeat(300)}`, page(status), setContext); // longer than a file name
    await cache.set("/en/movie/1/\u0000", page(status), setContext);
    expect(await filesUnder(dir)).toEqual([]);
    expect(await cache.get("/en/movie/1/made-up-by-anyone", getContext)).toBeNull();
  });

  it.each([
    [404, "a title taken down"],
    [308, "a title renamed: its old address now redirects"],
  ])(
    "replaces a page it holds with a %i answer (%s): the old page is not served for ever",
    async (status) => {
      await cache.set("/en/movie/1/the-kite-maker", page(undefined), setContext);
      await cache.set("/en/movie/1/the-kite-maker", page(status, { location: "/movie/1/x" }), setContext);
      const entry = (await cache.get("/en/movie/1/the-kite-maker", getContext)) as {
        value: { status?: number };
      } | null;
      expect(entry?.value.status).toBe(status);
    },
  );

  describe("searches and filtered listings, whose keywords and filters anyone can make up", () => {
    const SEARCH = "/route-cache/APP_PAGE/0f1e2d/$/en/search/moon";
    const searchPage = () => page(undefined, { "x-next-cache-tags": "_N_T_/layout,catalogue,unshared" });
    const dataContext = { kind: "FETCH", revalidate: 300, tags: ["catalogue", "unshared"], softTags: [] };
    const data = {
      kind: "FETCH",
      data: { headers: {}, body: "e30=", status: 200, url: "" },
      revalidate: 300,
    };
    afterEach(() => tagsManifest.clear());

    it("are served from memory, their pages and their data, and written nowhere", async () => {
      await cache.set(SEARCH, searchPage(), setContext);
      await cache.set("search-data-key", data, { fetchCache: true, tags: dataContext.tags });
      expect(await filesUnder(dir)).toEqual([]);
      const entry = await cache.get(SEARCH, getContext);
      expect(entry?.value?.headers?.["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      expect((await cache.get("search-data-key", dataContext))?.value).toEqual(data);
      // Another handler of the same process (Next makes one per request) finds them too.
      const other = new CspCacheHandler({
        fs: nodeFs,
        flushToDisk: true,
        serverDistDir: dir,
        revalidatedTags: [],
      });
      expect(await other.get(SEARCH, getContext)).not.toBeNull();
    });

    it("are gone once a tag they were made under is revalidated", async () => {
      await cache.set(SEARCH, searchPage(), setContext);
      await cache.set("search-data-key", data, { fetchCache: true, tags: dataContext.tags });
      await new Promise((resolve) => setTimeout(resolve, 5));
      await cache.revalidateTag("catalogue");
      expect(await cache.get(SEARCH, getContext)).toBeNull();
      expect(await cache.get("search-data-key", dataContext)).toBeNull();
    });

    it("keeps any page built on such data in memory, by its tags", async () => {
      const filtered = "/route-cache/APP_PAGE/0f1e2d/$/en/movies/q/year=1999/country=FR";
      await cache.set(filtered, searchPage(), setContext);
      const plain = "/route-cache/APP_PAGE/0f1e2d/$/en/movies/q/sort=popular";
      await cache.set(plain, page(undefined, { "x-next-cache-tags": "_N_T_/layout,catalogue" }), setContext);
      expect(await filesUnder(dir)).toEqual(expect.arrayContaining(["sort=popular.html"]));
      expect((await filesUnder(dir)).some((name) => name.includes("year="))).toBe(false);
      expect(await cache.get(filtered, getContext)).not.toBeNull();
    });

    it("keep a made-up keyword's redirect or not-found nowhere", async () => {
      await cache.set("/route-cache/APP_PAGE/0f1e2d/$/en/search/zzz", page(404), setContext);
      expect(await cache.get("/route-cache/APP_PAGE/0f1e2d/$/en/search/zzz", getContext)).toBeNull();
    });
  });
});
