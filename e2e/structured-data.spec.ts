import { expect, test } from "@playwright/test";
import { LOCALES, type Locale } from "../lib/i18n/config";
import { crawl, header } from "./crawler";

/**
 * Issue #12, item 6: the structured data of every kind of public page, as a search engine's crawler
 * gets it (no cookie, no Accept-Language) at each explicit-language address: every JSON-LD block
 * parses, carries what Google's documentation requires, speaks the address's language and names
 * absolute URLs on the explicit-language addresses. lib/seo/json-ld.ts says which Google page each
 * builder follows.
 */

const FILM = { path: "/movie/18/the-quiet-orbit", en: "The Quiet Orbit", vi: "Quỹ đạo lặng im" };
const SERIES = "/tvseries/1/house-of-silk-lanterns";
const EPISODE = `${SERIES}&ss=1&ep=2`;
type Lang = Locale;
type Thing = Record<string, unknown>;

/** A page as a crawler sees it: its JSON-LD items (arrays flattened) and its site's origin. */
async function structuredData(baseURL: string | undefined, path: string) {
  const fetched = await crawl(new URL(path, baseURL));
  expect(fetched.status, path).toBe(200);
  const html = fetched.body;
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) =>
    /type="application\/ld\+json"/.test(m[1]!),
  );
  expect(scripts.length, `${path}: JSON-LD blocks`).toBeGreaterThan(0);
  const items = scripts.flatMap((m) => [JSON.parse(m[2]!) as Thing | Thing[]].flat());
  // Absolute URLs name NEXT_PUBLIC_SITE_URL, which differs between prerendered pages (the build's)
  // and the others (the server's) in this suite: each page is checked against its own canonical.
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
  expect(canonical, path).toBeDefined();
  const site = new URL(canonical!).origin;
  return { items, site, canonical: canonical!, lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1] };
}

const ofType = (items: Thing[], type: string) => items.filter((item) => item["@type"] === type);
const one = (items: Thing[], type: string) => {
  const found = ofType(items, type);
  expect(
    found.map((i) => i["@type"]),
    type,
  ).toEqual([type]);
  return found[0]!;
};

/** Every URL-valued property anywhere in the data (url, item, image, thumbnailUrl, contentUrl, …). */
function urlsIn(value: unknown, key = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => urlsIn(v, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => urlsIn(v, k));
  return typeof value === "string" && /^(url|item|image|mainEntityOfPage|\w+Url)$/.test(key) ? [value] : [];
}

/** Checks that hold for every page: absolute URLs, no empty values, context, @type. */
function expectWellFormed(items: Thing[], site: string, path: string) {
  for (const item of items) {
    expect(item["@context"], path).toBe("https://schema.org");
    expect(typeof item["@type"], path).toBe("string");
  }
  for (const url of urlsIn(items)) expect(url, `${path}: ${url}`).toMatch(/^https?:\/\//);
  const json = JSON.stringify(items);
  expect(json, path).not.toMatch(/:(""|null|\[\])/);
}

/** A page's own URLs (url, item, partOfSeries.url, ListItem.url) are on its explicit-language addresses. */
function expectExplicitAddress(url: unknown, site: string, lang: Lang, what: string) {
  expect(typeof url, what).toBe("string");
  const parsed = new URL(url as string);
  expect(parsed.origin, what).toBe(site);
  expect(parsed.pathname, what).toMatch(new RegExp(`^/${lang}(/|$)`));
}

function expectBreadcrumbs(items: Thing[], site: string, lang: Lang, names: string[]) {
  const crumbs = one(items, "BreadcrumbList").itemListElement as Thing[];
  expect(crumbs.map((c) => c.name)).toEqual(names);
  crumbs.forEach((crumb, index) => {
    expect(crumb.position).toBe(index + 1);
    expectExplicitAddress(crumb.item, site, lang, `crumb ${index + 1}`);
  });
}

function expectVideo(video: unknown, site: string, what: string) {
  expect(video, what).toMatchObject({
    "@type": "VideoObject",
    name: expect.any(String),
    description: expect.any(String),
    thumbnailUrl: expect.arrayContaining([expect.stringMatching(/^https?:\/\//)]),
    // ISO 8601 with its zone (Google recommends the zone for uploadDate).
    uploadDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/),
    duration: expect.stringMatching(/^PT(\d+H)?(\d+M)?(\d+S)?$/),
  });
  // The stream plays at a playback session's own addresses: none is named to crawlers.
  expect(video, what).not.toHaveProperty("embedUrl");
  expect(video, what).not.toHaveProperty("contentUrl");
}

function expectItemList(items: Thing[], site: string, lang: Lang, name: string, detail: RegExp) {
  const list = one(items, "ItemList");
  expect(list.name).toBe(name);
  const elements = list.itemListElement as Thing[];
  expect(elements.length).toBeGreaterThanOrEqual(2);
  expect(list.numberOfItems).toBe(elements.length);
  expect(elements.map((e) => e.position)).toEqual(elements.map((_, i) => i + 1));
  for (const element of elements) {
    expect(element["@type"]).toBe("ListItem");
    expectExplicitAddress(element.url, site, lang, `ListItem ${String(element.position)}`);
    expect(new URL(element.url as string).pathname).toMatch(detail);
  }
  expect(new Set(elements.map((e) => e.url)).size).toBe(elements.length);
}

/** Crumb names (nav.*) and listing headings (listing.*) in each language. */
const names = {
  en: { home: "Home", movies: "Movies", series: "Series", blog: "Blog" },
  vi: { home: "Trang chủ", movies: "Phim lẻ", series: "Phim bộ", blog: "Blog" },
} as const;
const headings = {
  en: { movies: "Movies", series: "TV series" },
  vi: { movies: "Phim lẻ", series: "Phim bộ" },
} as const;

for (const lang of LOCALES) {
  test.describe(`structured data at the /${lang} addresses`, () => {
    test("a film: Movie with its video, and breadcrumbs", async ({ baseURL }) => {
      const path = `/${lang}${FILM.path}`;
      const { items, site, lang: htmlLang } = await structuredData(baseURL, path);
      expect(htmlLang).toBe(lang);
      expectWellFormed(items, site, path);
      const movie = one(items, "Movie");
      expect(movie).toMatchObject({
        name: FILM[lang],
        alternateName: FILM[lang === "vi" ? "en" : "vi"],
        url: `${site}${path}`,
        inLanguage: lang,
        dateCreated: expect.stringMatching(/^\d{4}$/),
        datePublished: expect.stringMatching(/T.*(Z|[+-]\d{2}:\d{2})$/),
      });
      expect(movie.image).toMatch(/^https?:\/\/.+\/images\/movies\/posters\//);
      // The people the studio credits: the demo credits a director and a cast on every title.
      expect(movie.director).toEqual(
        expect.arrayContaining([{ "@type": "Person", name: expect.stringMatching(/\S/) }]),
      );
      expect((movie.actor as Thing[]).length).toBeGreaterThanOrEqual(5);
      if (movie.aggregateRating) {
        expect((movie.aggregateRating as Thing).ratingCount).toBeGreaterThan(0);
      }
      expectVideo(movie.video, site, path);
      expect((movie.video as Thing).name).toBe(FILM[lang]);
      expectBreadcrumbs(items, site, lang, [names[lang].home, names[lang].movies, FILM[lang]]);
    });

    test("a series: TVSeries linking its episodes' addresses", async ({ baseURL }) => {
      const path = `/${lang}${SERIES}`;
      const { items, site } = await structuredData(baseURL, path);
      expectWellFormed(items, site, path);
      const series = one(items, "TVSeries");
      expect(series).toMatchObject({ url: `${site}${path}`, inLanguage: lang });
      expect(series.image).toMatch(/^https?:\/\//);
      const seasons = series.containsSeason as { seasonNumber: number; episode: Thing[] }[];
      expect(seasons.length).toBeGreaterThan(0);
      const episodeUrls = seasons.flatMap((s) => s.episode.map((e) => e.url));
      expect(episodeUrls).toContain(`${site}/${lang}${EPISODE}`);
      for (const url of episodeUrls) expectExplicitAddress(url, site, lang, "episode url");
      expect(ofType(items, "TVEpisode")).toEqual([]);
      expectBreadcrumbs(items, site, lang, [names[lang].home, names[lang].series, series.name as string]);
    });

    test("an episode: TVEpisode part of its season and series, with its video", async ({ baseURL }) => {
      const path = `/${lang}${EPISODE}`;
      const { items, site, canonical } = await structuredData(baseURL, path);
      expect(canonical).toBe(`${site}${path}`);
      expectWellFormed(items, site, path);
      const episode = one(items, "TVEpisode");
      expect(episode).toMatchObject({
        episodeNumber: 2,
        url: `${site}${path}`,
        inLanguage: lang,
        partOfSeason: { "@type": "TVSeason", seasonNumber: 1 },
        partOfSeries: { "@type": "TVSeries", url: `${site}/${lang}${SERIES}` },
      });
      expect(ofType(items, "TVSeries")).toEqual([]);
      expectVideo(episode.video, site, path);
      const video = episode.video as Thing;
      const series = (episode.partOfSeries as Thing).name as string;
      expect(video.name).toContain(series);
      expect(video.name).toContain(lang === "vi" ? "Phần 1 · Tập 2" : "S1 · E2");
      expect(video.description).toMatch(lang === "vi" ? /^Phần 1, tập 2 của / : /^Season 1, episode 2 of /);
    });

    test("/movies and /series: an ItemList of the titles' addresses", async ({ baseURL }) => {
      for (const [kind, detail] of [
        ["movies", /\/movie\/\d+\/[a-z0-9-]+$/],
        ["series", /\/tvseries\/\d+\/[a-z0-9-]+$/],
      ] as const) {
        const path = `/${lang}/${kind}`;
        const { items, site } = await structuredData(baseURL, path);
        expectWellFormed(items, site, path);
        expectItemList(items, site, lang, headings[lang][kind], detail);
      }
    });

    test("a category: an ItemList of its titles in the page's language", async ({ baseURL, request }) => {
      const sections = (await (await request.get("/api/sections")).json()) as {
        data: { id: number; name_en: string; name_vi: string; title_count: number }[];
      };
      const section = sections.data.find((s) => s.title_count >= 2)!;
      // The address without its slug answers with the canonical one, in the same language.
      const asked = new URL(`/${lang}/category/${section.id}`, baseURL);
      const redirect = await crawl(asked);
      expect(redirect.status).toBe(308);
      const path = new URL(header(redirect, "location")!, asked).pathname;
      const { items, site } = await structuredData(baseURL, path);
      expectWellFormed(items, site, path);
      expectItemList(
        items,
        site,
        lang,
        lang === "vi" ? section.name_vi : section.name_en,
        /\/(movie|tvseries)\/\d+\/[a-z0-9-]+$/,
      );
    });

    test("a blog post: Article and breadcrumbs", async ({ baseURL, request }) => {
      const posts = (await (await request.get("/api/blog/posts?per_page=1")).json()) as {
        data: {
          id: number;
          title_en: string;
          title_vi: string;
          category: { name_en: string; name_vi: string };
        }[];
      };
      const post = posts.data[0]!;
      const asked = new URL(`/${lang}/blog/${post.id}`, baseURL);
      const redirect = await crawl(asked);
      expect(redirect.status).toBe(308);
      const path = new URL(header(redirect, "location")!, asked).pathname;
      const { items, site } = await structuredData(baseURL, path);
      expectWellFormed(items, site, path);
      const title = lang === "vi" ? post.title_vi : post.title_en;
      const article = one(items, "Article");
      expect(article).toMatchObject({
        headline: title,
        url: `${site}${path}`,
        inLanguage: lang,
        datePublished: expect.stringMatching(/T.*(Z|[+-]\d{2}:\d{2})$/),
        dateModified: expect.stringMatching(/T.*(Z|[+-]\d{2}:\d{2})$/),
        author: { "@type": "Organization", name: "Cineva", url: `${site}/${lang}` },
        publisher: { "@type": "Organization", name: "Cineva" },
      });
      expect((article.headline as string).length).toBeLessThanOrEqual(110);
      expect(article.image).toEqual([expect.stringMatching(/^https?:\/\/.+\/images\/blog\/covers\//)]);
      expectBreadcrumbs(items, site, lang, [
        names[lang].home,
        names[lang].blog,
        lang === "vi" ? post.category.name_vi : post.category.name_en,
        title,
      ]);
    });
  });
}
