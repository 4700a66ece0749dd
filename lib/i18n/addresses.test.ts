import { addressLocale, languageAlternates, localizedPath } from "./addresses";

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
  });
});
