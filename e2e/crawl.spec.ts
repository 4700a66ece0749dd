import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type APIResponse,
} from "@playwright/test";
import { LOCALES, type Locale } from "../lib/i18n/config";

/**
 * Issue #12's done-criterion, as a search engine would check it: a crawler that sends no cookie and no
 * Accept-Language starts from robots.txt, follows the sitemap index to its children and fetches every
 * address listed. Each answers 200 by itself (no redirect) in the language its address names, is its
 * own canonical, and names the other language and the plain path (x-default) as alternates, and the
 * other language's page names it back. Absolute URLs in the sitemap are built from
 * NEXT_PUBLIC_SITE_URL as it was at build time, so pages are fetched by path from the server under test.
 */

type Language = Locale;
type Alternates = Record<Language | "x-default", string>;
type Listed = { loc: string; lastmod: string | null; alternates: Alternates; child: string };

/** Requests that carry no cookie and no Accept-Language (a new context per answer that sets a cookie). */
class Crawler {
  private context: APIRequestContext | null = null;
  constructor(private readonly baseURL: string) {}

  async get(url: string): Promise<APIResponse> {
    // A fresh context: no storage state, no locale, so no Cookie and no Accept-Language header.
    const context = (this.context ??= await playwrightRequest.newContext({ baseURL: this.baseURL }));
    const { pathname, search } = new URL(url, this.baseURL);
    const response = await context.get(`${pathname}${search}`, { maxRedirects: 0 });
    if (response.headers()["set-cookie"]) {
      await context.dispose(); // the next request must not send it back
      this.context = null;
    }
    return response;
  }

  async dispose() {
    await this.context?.dispose();
  }
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

/** The attributes of every element named `tag` (names lower-cased, values decoded). */
function elements(markup: string, tag: string): Record<string, string>[] {
  return [...markup.matchAll(new RegExp(`<${tag}\\b([^>]*?)/?>`, "gi"))].map((match) =>
    Object.fromEntries(
      [...match[1]!.matchAll(/([:\w-]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), decode(a[2]!)]),
    ),
  );
}

/** The text of every <tag>…</tag> (decoded). */
function texts(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, "g"))].map((m) => decode(m[1]!));
}

function blocks(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))].map((m) => m[1]!);
}

const languageOf = (url: string): Language | null => {
  const match = new RegExp(`^/(${LOCALES.join("|")})(?=/|$)`).exec(new URL(url).pathname);
  return (match?.[1] as Language | undefined) ?? null;
};

test("a crawler with no cookie and no Accept-Language finds every page in both languages from robots.txt", async ({
  baseURL,
}) => {
  test.setTimeout(900_000);
  const crawler = new Crawler(baseURL!);
  const errors: string[] = [];
  const fail = (url: string, what: string) => errors.push(`${url}: ${what}`);

  // ── robots.txt → index → children ──
  const robots = await (await crawler.get("/robots.txt")).text();
  const indexUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  expect(indexUrl, "robots.txt names the sitemap index").toMatch(/\/sitemap\.xml$/);
  for (const path of [
    "/api/",
    "/profile",
    "/en/profile",
    "/vi/profile",
    "/top-up",
    "/en/top-up",
    "/vi/top-up",
  ])
    expect(robots).toContain(`Disallow: ${path}\n`);

  const index = await crawler.get(indexUrl!);
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toMatch(/^application\/xml/);
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const children = blocks(indexXml, "sitemap");
  expect(children.length).toBeGreaterThanOrEqual(2); // the other pages, then the catalogue and blog
  const listed: Listed[] = [];
  for (const [n, child] of children.entries()) {
    const [loc] = texts(child, "loc");
    expect(loc).toMatch(new RegExp(`/sitemap/${n}\\.xml$`));
    const [childLastmod] = texts(child, "lastmod");
    expect(Number.isNaN(Date.parse(childLastmod!)), `${loc} has a lastmod`).toBe(false);
    const response = await crawler.get(loc!);
    expect(response.status(), loc).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml, "a bare & is not XML").not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    const urls = blocks(xml, "url");
    expect(urls.length).toBeLessThanOrEqual(50_000);
    for (const url of urls) {
      const alternates = Object.fromEntries(
        elements(url, "xhtml:link").map((link) => [link.hreflang, link.href]),
      ) as Alternates;
      const lastmod = texts(url, "lastmod")[0] ?? null;
      listed.push({ loc: texts(url, "loc")[0]!, lastmod, alternates, child: loc! });
    }
  }
  // The index's last child is the newest; one past it is not a sitemap.
  expect((await crawler.get(`/sitemap/${children.length}.xml`)).status()).toBe(404);

  // ── what the sitemap lists ──
  const byLoc = new Map(listed.map((entry) => [entry.loc, entry]));
  expect(byLoc.size, "each address is listed once").toBe(listed.length);
  for (const entry of listed) {
    const language = languageOf(entry.loc);
    if (!language) {
      fail(entry.loc, "listed without a language: a plain path is not a canonical");
      continue;
    }
    if (entry.alternates[language] !== entry.loc)
      fail(entry.loc, `hreflang=${language} is not the address itself`);
    const plain = new URL(entry.loc).pathname.slice(3) || "/";
    if (new URL(entry.alternates["x-default"]).pathname !== plain)
      fail(entry.loc, "x-default is not the plain path");
    for (const other of LOCALES) {
      const sibling = byLoc.get(entry.alternates[other]);
      if (!sibling) fail(entry.loc, `its ${other} address is not listed`);
      else if (sibling.child !== entry.child) fail(entry.loc, `its ${other} address is in another child`);
    }
    if (entry.lastmod === null) fail(entry.loc, "has no lastmod");
    else if (Number.isNaN(Date.parse(entry.lastmod)) || Date.parse(entry.lastmod) > Date.now())
      fail(entry.loc, `lastmod ${entry.lastmod} is not a past date`);
  }

  // Every title, episode, section and blog post the catalogue has, in both languages.
  const kinds = {
    movie: /^\/movie\/\d+\//,
    series: /^\/tvseries\/\d+\/[^&]+$/,
    episode: /^\/tvseries\/\d+\/[^&]+&ss=\d+&ep=\d+$/,
    section: /^\/category\/\d+\//,
    post: /^\/blog\/\d+\//,
    blog_category: /^\/blog\/category\/\d+\//,
  };
  for (const [kind, shape] of Object.entries(kinds)) {
    const api = await crawler.get(`/api/sitemap-entries?kind=${kind}&per_page=1`);
    const total = ((await api.json()) as { meta: { total: number } }).meta.total;
    for (const language of LOCALES) {
      const count = listed.filter(
        (entry) => languageOf(entry.loc) === language && shape.test(new URL(entry.loc).pathname.slice(3)),
      ).length;
      expect(count, `${kind} pages in ${language}`).toBe(total);
    }
  }

  // ── every address, fetched ──
  const seen = new Map<string, Alternates>();
  const perLanguage: Record<Language, number> = { en: 0, vi: 0 };
  for (const entry of listed) {
    const language = languageOf(entry.loc);
    if (!language) continue;
    perLanguage[language] += 1;
    const response = await crawler.get(entry.loc);
    if (response.status() !== 200) {
      fail(
        entry.loc,
        `answered ${response.status()}${response.headers().location ? ` → ${response.headers().location}` : ""}`,
      );
      continue;
    }
    const html = await response.text();
    const lang = elements(html, "html")[0]?.lang;
    if (lang !== language) fail(entry.loc, `<html lang="${lang}">`);
    const links = elements(html, "link");
    const canonical = links.filter((link) => link.rel === "canonical").map((link) => link.href);
    if (canonical.length !== 1 || canonical[0] !== entry.loc)
      fail(entry.loc, `canonical ${canonical.join(", ") || "missing"}`);
    const alternates = Object.fromEntries(
      links
        .filter((link) => link.rel === "alternate" && link.hreflang)
        .map((link) => [link.hreflang, link.href]),
    ) as Alternates;
    seen.set(entry.loc, alternates);
    for (const key of [...LOCALES, "x-default"] as const)
      if (alternates[key] !== entry.alternates[key])
        fail(
          entry.loc,
          `hreflang=${key} is ${alternates[key] ?? "missing"}, the sitemap says ${entry.alternates[key]}`,
        );
  }
  // Reciprocal: the page of each language names the other back.
  for (const [loc, alternates] of seen) {
    const language = languageOf(loc)!;
    for (const other of LOCALES.filter((l) => l !== language)) {
      const back = seen.get(alternates[other] ?? "");
      if (back && back[language] !== loc)
        fail(loc, `its ${other} page names ${back[language] ?? "nothing"} as ${language}`);
    }
  }
  await crawler.dispose();

  console.log(
    `crawl: ${children.length} child sitemaps, ${listed.length} URLs (en ${perLanguage.en}, vi ${perLanguage.vi}), ${errors.length} errors`,
  );
  if (errors.length) console.log(errors.slice(0, 40).join("\n"));
  expect(errors).toEqual([]);
});
