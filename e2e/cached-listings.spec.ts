import { expect, test } from "@playwright/test";

/**
 * Issue #17: a listing's query is served from Next's cache (lib/listing-address.ts), with the hash
 * policy of cached pages; whatever else the address carries, one canonical entry per query.
 */
const EN = { "accept-language": "en" };

test("a listing's query is served from the cache under its canonical form", async ({ request }) => {
  const first = await request.get("/en/movies?sort=rating&page=2&utm_source=newsletter&fbclid=x", {
    headers: EN,
  });
  expect(first.status()).toBe(200);
  const policy = first.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("'sha256-");
  expect(policy).not.toContain("'nonce-");
  expect(first.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
  const html = await first.text();
  expect(html).toMatch(/aria-current="page"[^>]*>2</);

  // The same query in another order and spelling, without the junk: the entry the first one made.
  const second = await request.get("/en/movies?page=2&sort=rating", { headers: EN });
  expect(second.headers()["x-nextjs-cache"]).toBe("HIT");
  expect(await second.text()).toBe(html);

  // The plain address in Vietnamese: the language still follows the visitor, privately.
  const vi = await request.get("/movies?page=2&sort=rating", { headers: { "accept-language": "vi" } });
  expect(await vi.text()).toContain('lang="vi"');
  expect(vi.headers()["cache-control"]).toMatch(/^private/);
});

test("addresses that name nothing are 404s, and stay uncached", async ({ request }) => {
  for (const path of ["/en/movies?genre=999999", "/en/series?page=99999", "/en/movies/q/page=2/genre=3"]) {
    for (let i = 0; i < 2; i += 1) {
      const response = await request.get(path, { headers: EN });
      expect({ path, status: response.status() }).toEqual({ path, status: 404 });
      expect(response.headers()["x-nextjs-cache"]).not.toBe("HIT");
    }
  }
});
