import { expect, test } from "@playwright/test";
import { registerViewer } from "./accounts";

/**
 * Issue #17: a list's query (a listing's filters, a category's or the blog's page, a leaderboard's
 * period) is served from Next's cache (lib/query-address.ts), with the hash policy of cached pages;
 * whatever else the address carries, one canonical entry per query.
 */
const EN = { "accept-language": "en" };

test("a listing's query is served from the cache under its canonical form", async ({ request }) => {
  // A title saved in the studio by another test expires the catalogue's pages (their tag) between the
  // two reads: then the pair is asked again, and must still be one entry, read twice.
  await expect(async () => {
    const first = await request.get("/en/movies?sort=rating&page=2&utm_source=newsletter&fbclid=x", {
      headers: EN,
    });
    const html = await cachedHtml(first, "/en/movies?sort=rating&page=2");
    expect(html).toMatch(/aria-current="page"[^>]*>2</);

    // The same query in another order and spelling, without the junk: the entry the first one made.
    const second = await request.get("/en/movies?page=2&sort=rating", { headers: EN });
    expect(second.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(await second.text()).toBe(html);
  }).toPass({ intervals: [500, 1_000, 2_000], timeout: 20_000 });

  // The plain address in Vietnamese: the language still follows the visitor, privately.
  const vi = await request.get("/movies?page=2&sort=rating", { headers: { "accept-language": "vi" } });
  expect(await vi.text()).toContain('lang="vi"');
  expect(vi.headers()["cache-control"]).toMatch(/^private/);
});

/** Served from the cache (a hash policy, no nonce, shared-cache lifetime) and its HTML. */
async function cachedHtml(response: import("@playwright/test").APIResponse, path: string) {
  expect({ path, status: response.status() }).toEqual({ path, status: 200 });
  const policy = response.headers()["content-security-policy"] ?? "";
  expect(policy, path).toContain("'sha256-");
  expect(policy, path).not.toContain("'nonce-");
  expect(response.headers()["cache-control"], path).toMatch(/s-maxage=\d+/);
  return response.text();
}

test("the blog's pages, categories and the leaderboards' periods come from the cache", async ({
  request,
}) => {
  const [category, blogCategory] = await categoryAndBlogCategory(request);
  const asked: [string, string, RegExp][] = [
    // the first address, another spelling of the same query, what the page shows
    ["/en/blog?page=2&fbclid=y", "/en/blog?page=02", /aria-current="page"[^>]*>2</],
    // The demo categories fit on one page: any other query is the plain page's entry.
    [`${category}?utm_source=x`, `${category}?page=1`, /<h1[^>]*>Trending Now</],
    [`${blogCategory}?page=1&x=1`, blogCategory, /<h1[^>]*>News &amp; Releases</],
    [
      "/en/leaderboard?period=month&ref=z",
      "/en/leaderboard?period=month",
      /aria-current="page"[^>]*>This month</,
    ],
    [
      "/blank-leaderboard?lang=vi&period=all&x=1",
      "/blank-leaderboard?period=all&lang=vi",
      /href="\/blank-leaderboard\?lang=vi&amp;period=month"/,
    ],
  ];
  for (const [first, second, shows] of asked)
    // Points earned by another test meanwhile expire the leaderboards (their tag) between the two
    // reads: then the pair is asked again, and must still be one entry, read twice.
    await expect(async () => {
      const html = await cachedHtml(await request.get(first, { headers: EN }), first);
      expect(html, first).toMatch(shows);
      const again = await request.get(second, { headers: EN });
      expect({ second, cache: again.headers()["x-nextjs-cache"] }).toEqual({ second, cache: "HIT" });
      expect(await again.text(), second).toBe(html);
    }).toPass({ intervals: [500, 1_000, 2_000], timeout: 20_000 });
  // The embeddable frame stays embeddable from the cache.
  const framed = await request.get("/blank-leaderboard?lang=vi&period=all");
  expect(framed.headers()["content-security-policy"]).toContain("frame-ancestors *");
});

test("points earned show at once on every leaderboard: both languages, every frame, every period", async ({
  request,
}) => {
  // Each its own cache entry: read twice, so each is a board built before the points.
  const boards = [
    "/vi/leaderboard",
    "/en/leaderboard",
    "/en/leaderboard?period=month",
    "/blank-leaderboard?lang=vi",
    "/en/blank-leaderboard",
    "/vi/header-leaderboard",
  ];
  for (const path of [...boards, ...boards]) await cachedHtml(await request.get(path, { headers: EN }), path);

  const climber = await registerViewer(request, `Board Climber ${Date.now() % 1_000_000}`);
  const checkIn = await request.post("/api/rewards/check-in", {
    headers: { authorization: `Bearer ${climber.token}` },
  });
  expect(checkIn.status()).toBe(200);
  expect(checkIn.headers()).not.toHaveProperty("cineva-changed-tags");

  // The next visit of each shows the new points, still from the cache's policy, none a minute late.
  for (const path of boards) {
    const html = await cachedHtml(await request.get(path, { headers: EN }), path);
    expect(html, path).toContain(climber.name);
  }
});

test("a category asked for by a wrong slug goes to the canonical address, its query dropped", async ({
  request,
}) => {
  const [category, blogCategory] = await categoryAndBlogCategory(request);
  for (const canonical of [category, blogCategory]) {
    const wrong = canonical.replace(/\/[^/]+$/, "/not-its-name");
    const response = await request.get(`${wrong}?page=1&utm_source=x`, { headers: EN, maxRedirects: 0 });
    expect({ wrong, status: response.status() }).toEqual({ wrong, status: 308 });
    const target = new URL(response.headers().location!, `http://x${wrong}`);
    expect(target.pathname + target.search).toBe(canonical);
  }
});

test("a search is served from the cache, whatever spaces or accent encoding its keyword came with", async ({
  request,
}) => {
  // "Quỹ đạo" with its accents as combining marks, and extra spaces: the page of "Quỹ đạo".
  const decomposed = encodeURIComponent("  Quỹ   đạo ".normalize("NFD"));
  const html = await cachedHtml(await request.get(`/vi/search/${decomposed}`), "/vi/search/(decomposed)");
  expect(html).toContain("Quỹ đạo lặng im");
  expect(html).toMatch(/<h1[^>]*>[^<]*Quỹ đạo[^<]*</);
  const again = await request.get(`/vi/search/${encodeURIComponent("Quỹ đạo")}`);
  expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
  expect(await again.text()).toBe(html);
});

/** The first category's and the first blog category's canonical addresses (with their slugs), in English. */
async function categoryAndBlogCategory(request: import("@playwright/test").APIRequestContext) {
  const addresses: string[] = [];
  for (const plain of ["/en/category/1", "/en/blog/category/1"]) {
    const response = await request.get(plain, { headers: EN, maxRedirects: 0 });
    expect({ plain, status: response.status() }).toEqual({ plain, status: 308 });
    addresses.push(new URL(response.headers().location!, `http://x${plain}`).pathname);
  }
  return addresses as [string, string];
}

test("parameters a list does not read share the plain page's entry", async ({ request }) => {
  for (const path of ["/en/movies", "/en/blog", "/en/leaderboard"]) {
    // Measured again when another test changed the catalogue between the two requests (the studio's
    // tests publish films and reorder home): the entry was then revalidated, which is not the point here.
    await expect(async () => {
      const html = await cachedHtml(await request.get(path, { headers: EN }), path);
      const junk = await request.get(`${path}?utm_source=newsletter&fbclid=x&ref=`, { headers: EN });
      expect({ path, cache: junk.headers()["x-nextjs-cache"] }).toEqual({ path, cache: "HIT" });
      expect(await junk.text(), path).toBe(html);
    }).toPass({ timeout: 30_000 });
  }
});

test("addresses that name nothing are 404s, and stay uncached", async ({ request }) => {
  for (const path of [
    "/en/movies?genre=999999",
    "/en/series?page=99999",
    "/en/movies/q/page=2/genre=3",
    "/en/category/1/trending-now?page=2",
    "/en/category/1/not-its-name?page=2",
    "/en/blog?page=99999",
    "/en/blog/q/page=1",
    "/en/leaderboard/q/period=week",
    "/en/blank-leaderboard/q/lang=vi/period=all",
  ]) {
    for (let i = 0; i < 2; i += 1) {
      const response = await request.get(path, { headers: EN });
      expect({ path, status: response.status() }).toEqual({ path, status: 404 });
      expect(response.headers()["x-nextjs-cache"]).not.toBe("HIT");
    }
  }
});
