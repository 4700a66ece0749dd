/** @jest-environment node */
import fc from "fast-check";
import { FIRST_SUPPORTED_IS_VI, languageRewrites, negotiatedPageHeaders } from "./language-rewrites.mjs";
import { languageOfAcceptLanguage } from "@/lib/i18n/resolve-language";

/** Next anchors a `has` value this way before matching it. */
const headerRule = new RegExp(`^${FIRST_SUPPORTED_IS_VI}$`);
const serverPicksVi = (header: string) => headerRule.exec(header)?.groups?.lang === "vi";

describe("the Accept-Language rewrite", () => {
  it("picks Vietnamese when the first supported language the browser names is Vietnamese", () => {
    expect(serverPicksVi("vi")).toBe(true);
    expect(serverPicksVi("vi-VN,vi;q=0.9,en-US;q=0.8")).toBe(true);
    expect(serverPicksVi("fr-FR,fr;q=0.9,vi;q=0.8,en;q=0.7")).toBe(true);
    expect(serverPicksVi("en-US,en;q=0.9,vi;q=0.8")).toBe(false);
    expect(serverPicksVi("fr,de")).toBe(false);
    expect(serverPicksVi("video")).toBe(false);
  });

  it("agrees with the client's rule for every header a browser sends (entries best first)", () => {
    const tag = fc.constantFrom(
      "en",
      "en-US",
      "en-GB",
      "vi",
      "vi-VN",
      "fr",
      "fr-FR",
      "de",
      "ja",
      "zh-Hant-TW",
      "view",
      "eng",
    );
    const header = fc
      .array(tag, { minLength: 1, maxLength: 6 })
      .map((tags) => tags.map((t, i) => (i === 0 ? t : `${t};q=${(1 - i * 0.1).toFixed(1)}`)).join(","));
    fc.assert(fc.property(header, (h) => serverPicksVi(h) === (languageOfAcceptLanguage(h) === "vi")));
  });

  it("tries ?lang, then the cookie, then Accept-Language, then English, and never rewrites a locale path again", () => {
    expect(languageRewrites.map((rule) => rule.has?.[0]?.type ?? "default")).toEqual([
      "query",
      "cookie",
      "header",
      "default",
    ]);
    const page = new RegExp(`^${languageRewrites[0]!.source.replace("/:path(", "/(")}$`);
    for (const path of [
      "/",
      "/movies",
      "/tvseries/1/x&ss=1",
      "/profile/info",
      "/envelope",
      "/video",
      "/icons",
    ])
      expect(page.test(path)).toBe(true);
    for (const path of [
      "/en/movies",
      "/vi",
      "/_next/static/x.js",
      "/api/login",
      "/images/a.jpg",
      "/locales/vi/translation.json",
      "/icon.svg",
    ]) {
      expect(page.test(path)).toBe(false);
    }
  });
});

describe("negotiated answers", () => {
  const rule = negotiatedPageHeaders[0]!;
  const page = new RegExp(`^${rule.source.replace("/:path(", "/(")}$`);

  it("are private on every plain page path, so no shared cache keeps one viewer's language", () => {
    expect(rule.headers).toEqual([{ key: "Cache-Control", value: "private, no-cache" }]);
    for (const path of [
      "/",
      "/movie/18/the-quiet-orbit",
      "/tvseries/1/x&ss=1&ep=2",
      "/blank-leaderboard",
      "/video",
    ])
      expect(page.test(path)).toBe(true);
  });

  it("leave explicit addresses (/vi/…, ?lang=) publicly cacheable", () => {
    for (const path of ["/vi", "/en/movie/18/the-quiet-orbit", "/vi/blank-leaderboard"])
      expect(page.test(path)).toBe(false);
    expect(rule.missing).toEqual([{ type: "query", key: "lang", value: "en|vi" }]);
  });
});
