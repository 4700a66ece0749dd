import fc from "fast-check";
import { SITEMAP_MAX_PER_PAGE, type SitemapDates, type SitemapEntry } from "@/lib/contract/catalogue";
import {
  BACKEND_PAGES_PER_CHILD,
  childBackendPages,
  childCount,
  childWindow,
  entryPage,
  entryPath,
  escapeXml,
  newest,
  parseChildName,
  SITEMAP_PAGES_PER_CHILD,
  SITEMAP_URL_LIMIT,
  sitemapIndexXml,
  staticPages,
  urlElements,
  urlsetXml,
} from "./sitemap";

const SITE = "https://cineva.example";

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

const episode: SitemapEntry = {
  kind: "episode",
  id: 41,
  title_en: "The Gate",
  title_vi: "Cánh cổng",
  series_id: 3,
  series_title_en: "Moonlit Palace",
  season_no: 1,
  episode_no: 2,
  updated_at: "2026-10-01T00:00:00.000Z",
};

const DATES: SitemapDates = {
  movies: "2026-11-20T00:00:00.000Z",
  series: "2026-11-21T00:00:00.000Z",
  blog: "2026-11-02T00:00:00.000Z",
  leaderboard: "2026-11-22T02:00:00.000Z",
  rewards: null,
  legal: { terms: "2026-01-01T00:00:00.000Z", privacy: "2026-02-01T00:00:00.000Z", "payment-policy": null },
};

describe("sitemap pages", () => {
  it("gives every kind of entry its canonical page", () => {
    const object = (kind: Exclude<SitemapEntry["kind"], "episode">, id: number, title: string) =>
      entryPath({ kind, id, title_en: title, title_vi: title, updated_at: null });
    expect(object("movie", 18, "The Quiet Orbit")).toBe("/movie/18/the-quiet-orbit");
    expect(object("series", 3, "Moonlit Palace")).toBe("/tvseries/3/moonlit-palace");
    expect(object("section", 1, "Trending Now")).toBe("/category/1/trending-now");
    expect(object("post", 7, "Why we love Đà Lạt")).toBe("/blog/7/why-we-love-da-lat");
    expect(object("blog_category", 2, "Reviews")).toBe("/blog/category/2/reviews");
    expect(entryPath(episode)).toBe("/tvseries/3/moonlit-palace&ss=1&ep=2");
    expect(entryPage(episode)).toEqual({
      path: "/tvseries/3/moonlit-palace&ss=1&ep=2",
      lastmod: episode.updated_at,
    });
  });

  it("dates each other page by the newest of what it shows and the release that built it", () => {
    const RELEASE = "2026-05-01T00:00:00.000Z";
    const byPath = Object.fromEntries(staticPages(DATES, RELEASE).map((page) => [page.path, page.lastmod]));
    const after = (date: string | null) => newest(date, RELEASE);
    expect(byPath).toEqual({
      "/": after(DATES.series),
      "/movies": after(DATES.movies),
      "/series": after(DATES.series),
      "/recommended": after(DATES.series),
      "/blog": after(DATES.blog),
      "/leaderboard": after(DATES.leaderboard),
      "/reward": RELEASE,
      "/download": RELEASE,
      "/terms-and-conditions": after(DATES.legal.terms),
      "/privacy-policy": after(DATES.legal.privacy),
      "/payment-policy": RELEASE,
    });
    // A release newer than every data date dates every page.
    const later = "2030-01-01T00:00:00.000Z";
    expect(staticPages(DATES, later).every((page) => page.lastmod === later)).toBe(true);
  });
});

describe("a sitemap URL", () => {
  it("is listed once per language at its explicit address, naming both languages and the plain path", () => {
    const doc = parse(urlsetXml(SITE, [entryPage(episode), { path: "/", lastmod: null }]));
    const urls = [...doc.getElementsByTagName("url")];
    const summary = urls.map((url) => ({
      loc: url.getElementsByTagName("loc")[0]?.textContent,
      lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? null,
      alternates: Object.fromEntries(
        [...url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map((link) => [
          link.getAttribute("hreflang"),
          link.getAttribute("href"),
        ]),
      ),
    }));
    const episodeAlternates = {
      en: `${SITE}/en/tvseries/3/moonlit-palace&ss=1&ep=2`,
      vi: `${SITE}/vi/tvseries/3/moonlit-palace&ss=1&ep=2`,
      "x-default": `${SITE}/tvseries/3/moonlit-palace&ss=1&ep=2`,
    };
    const homeAlternates = { en: `${SITE}/en`, vi: `${SITE}/vi`, "x-default": SITE }; // the bare origin, as Next writes the pages' hreflang
    expect(summary).toEqual([
      { loc: episodeAlternates.en, lastmod: episode.updated_at, alternates: episodeAlternates },
      { loc: episodeAlternates.vi, lastmod: episode.updated_at, alternates: episodeAlternates },
      { loc: homeAlternates.en, lastmod: null, alternates: homeAlternates },
      { loc: homeAlternates.vi, lastmod: null, alternates: homeAlternates },
    ]);
  });

  it("escapes what XML reserves: an episode's & is written &amp;", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
    const [en] = urlElements(SITE, entryPage(episode));
    expect(en).toContain("<loc>https://cineva.example/en/tvseries/3/moonlit-palace&amp;ss=1&amp;ep=2</loc>");
    expect(en).not.toMatch(/&(?!amp;)/);
  });

  it("declares the sitemap and xhtml namespaces", () => {
    const root = parse(urlsetXml(SITE, [{ path: "/movies", lastmod: null }])).documentElement;
    expect(root.localName).toBe("urlset");
    expect(root.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(root.getAttribute("xmlns:xhtml")).toBe("http://www.w3.org/1999/xhtml");
  });

  it("any path the routes make is well-formed XML and its address comes back intact", () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(1000), fc.nat(20), fc.nat(40), (title, id, season, ep) => {
        const page = entryPage({
          ...episode,
          series_id: id + 1,
          series_title_en: title,
          season_no: season + 1,
          episode_no: ep + 1,
        });
        const doc = parse(urlsetXml(SITE, [page]));
        expect(doc.getElementsByTagName("loc")[0]?.textContent).toBe(
          new URL(`/en${page.path}`, SITE).toString(),
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe("splitting into children", () => {
  it("keeps every child within the protocol's limit, both languages of a page together", () => {
    expect(SITEMAP_PAGES_PER_CHILD * 2).toBe(SITEMAP_URL_LIMIT);
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    expect(BACKEND_PAGES_PER_CHILD * SITEMAP_MAX_PER_PAGE).toBe(SITEMAP_PAGES_PER_CHILD);
    const full = Array.from({ length: SITEMAP_PAGES_PER_CHILD }, (_, i) => ({
      path: `/movie/${i + 1}/x`,
      lastmod: null,
    }));
    expect(urlsetXml(SITE, full).match(/<url>/g)).toHaveLength(SITEMAP_URL_LIMIT);
    expect(() => urlsetXml(SITE, [...full, { path: "/movie/0/x", lastmod: null }])).toThrow(/50002 URLs/);
  });

  it("counts one child for the other pages, then one per SITEMAP_PAGES_PER_CHILD entries", () => {
    expect(childCount(0)).toBe(1);
    expect(childCount(1)).toBe(2);
    expect(childCount(SITEMAP_PAGES_PER_CHILD)).toBe(2);
    expect(childCount(SITEMAP_PAGES_PER_CHILD + 1)).toBe(3);
    // A catalogue of 100,000 titles (and their episodes) no longer fits one file.
    expect(childCount(100_000)).toBe(5);
  });

  it("gives each entry to exactly one child, at most the limit each, in the backend's order", () => {
    fc.assert(
      fc.property(fc.nat(200), fc.integer({ min: 1, max: 30 }), (entries, perChild) => {
        const seen: number[] = [];
        for (let n = 1; n < childCount(entries, perChild); n++) {
          const { offset, limit } = childWindow(n, entries, perChild);
          expect(limit).toBeGreaterThan(0);
          expect(limit).toBeLessThanOrEqual(perChild);
          for (let i = 0; i < limit; i++) seen.push(offset + i);
        }
        expect(seen).toEqual(Array.from({ length: entries }, (_, i) => i));
      }),
    );
  });

  it("reads each child in whole backend pages", () => {
    expect(childBackendPages(1, 3, 10, 5)).toEqual([1]);
    expect(childBackendPages(1, 12, 10, 5)).toEqual([1, 2]);
    expect(childBackendPages(2, 12, 10, 5)).toEqual([3]);
    expect(childBackendPages(2, 60_001)).toEqual([6, 7, 8, 9, 10]);
    expect(childBackendPages(3, 60_001)).toEqual([11, 12, 13]); // entries 50,001–60,001
    expect(() => childBackendPages(1, 10, 7, 5)).toThrow();
  });

  it("reads a child's name strictly", () => {
    expect(parseChildName("0.xml")).toBe(0);
    expect(parseChildName("12.xml")).toBe(12);
    for (const bad of [
      "",
      "x.xml",
      "-1.xml",
      "01.xml",
      "1",
      "1.xml.xml",
      "1.5.xml",
      "9999999999.xml",
      undefined,
    ])
      expect(parseChildName(bad)).toBeNull();
  });
});

describe("the sitemap index", () => {
  it("names each child with its newest lastmod", () => {
    const doc = parse(
      sitemapIndexXml(SITE, [
        { n: 0, lastmod: "2026-11-22T02:00:00.000Z" },
        { n: 1, lastmod: null },
      ]),
    );
    expect(doc.documentElement.localName).toBe("sitemapindex");
    const children = [...doc.getElementsByTagName("sitemap")].map((s) => [
      s.getElementsByTagName("loc")[0]?.textContent,
      s.getElementsByTagName("lastmod")[0]?.textContent ?? null,
    ]);
    expect(children).toEqual([
      [`${SITE}/sitemap/0.xml`, "2026-11-22T02:00:00.000Z"],
      [`${SITE}/sitemap/1.xml`, null],
    ]);
  });
});
