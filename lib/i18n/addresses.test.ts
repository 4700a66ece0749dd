import { addressLocale, languageAlternates, localizedPath, siblingAddress } from "./addresses";
import { LOCALES } from "./languages.mjs";

describe("language addresses", () => {
  it("puts the language before the plain path, and names home by the language alone", () => {
    expect(localizedPath("vi", "/movie/18/the-quiet-orbit")).toBe("/vi/movie/18/the-quiet-orbit");
    expect(localizedPath("en", "/tvseries/3/moonlit-palace&ss=1&ep=2")).toBe(
      "/en/tvseries/3/moonlit-palace&ss=1&ep=2",
    );
    expect(localizedPath("vi", "/")).toBe("/vi");
    expect(localizedPath("en", "movies")).toBe("/en/movies");
  });

  it("names both languages and the plain path as x-default", () => {
    expect(languageAlternates("/blog/7/why")).toEqual({
      en: "/en/blog/7/why",
      vi: "/vi/blog/7/why",
      "x-default": "/blog/7/why",
    });
    expect(languageAlternates("/")).toEqual({ en: "/en", vi: "/vi", "x-default": "/" });
  });

  it("reads the language of an explicit address only", () => {
    expect(addressLocale("/vi")).toBe("vi");
    expect(addressLocale("/en/movies")).toBe("en");
    expect(addressLocale("/movies")).toBeNull();
    expect(addressLocale("/video")).toBeNull();
    expect(addressLocale("/envelope")).toBeNull();
    expect(addressLocale("/")).toBeNull();
    for (const locale of LOCALES) expect(addressLocale(`/${locale}/blog`)).toBe(locale);
  });
});

describe("siblingAddress", () => {
  const at = (href: string) => {
    const url = new URL(href, "https://cineva.vn");
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  };

  it("swaps the language of an explicit address and keeps the rest", () => {
    expect(siblingAddress(at("/vi/movies?page=2&sort=new#top"), "en")).toBe("/en/movies?page=2&sort=new#top");
    expect(siblingAddress(at("/en"), "vi")).toBe("/vi");
    expect(siblingAddress(at("/vi/tvseries/3/moonlit-palace&ss=1&ep=2"), "en")).toBe(
      "/en/tvseries/3/moonlit-palace&ss=1&ep=2",
    );
    expect(siblingAddress(at("/blank-leaderboard?lang=vi&period=week"), "en")).toBe(
      "/blank-leaderboard?lang=en&period=week",
    );
  });

  it("leaves a plain path to the saved choice", () => {
    expect(siblingAddress(at("/movies?page=2"), "vi")).toBeNull();
    expect(siblingAddress(at("/"), "en")).toBeNull();
    expect(siblingAddress(at("/envelope"), "en")).toBeNull();
  });
});
