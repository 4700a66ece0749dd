import { DEFAULT_LOCALE, isLocale, LOCALES, publicPath, toLocale } from "./config";
import * as languages from "./languages.mjs";

describe("the language list", () => {
  it("is the one next.config.mjs, proxy.ts and the cache handlers read (lib/i18n/languages.mjs)", () => {
    expect(LOCALES).toEqual(languages.LOCALES);
    expect(DEFAULT_LOCALE).toBe(languages.DEFAULT_LOCALE);
    expect(languages.LOCALE_PATTERN).toBe("en|vi");
  });
});

describe("isLocale", () => {
  it("accepts only en and vi", () => {
    expect(LOCALES).toEqual(["en", "vi"]);
    expect(isLocale("en")).toBe(true);
    expect(isLocale("vi")).toBe(true);
    expect(isLocale("fr")).toBe(false);
    expect(isLocale("EN")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe("toLocale", () => {
  it("keeps en and vi and gives English for anything else", () => {
    expect(DEFAULT_LOCALE).toBe("en");
    expect(toLocale("en")).toBe("en");
    expect(toLocale("vi")).toBe("vi");
    expect(toLocale("fr")).toBe("en");
    expect(toLocale("VI")).toBe("en");
    expect(toLocale("vi-VN")).toBe("en");
    expect(toLocale("")).toBe("en");
    expect(toLocale(undefined)).toBe("en");
    expect(toLocale(null)).toBe("en");
  });
});

describe("publicPath", () => {
  it("drops the internal locale segment and leaves public paths alone", () => {
    expect(publicPath("/en/leaderboard")).toBe("/leaderboard");
    expect(publicPath("/vi")).toBe("/");
    expect(publicPath("/vi/profile/info")).toBe("/profile/info");
    expect(publicPath("/leaderboard")).toBe("/leaderboard");
    expect(publicPath("/video")).toBe("/video");
    expect(publicPath("/")).toBe("/");
  });

  it("knows the segment of every language of the list", () => {
    for (const locale of languages.LOCALES) expect(publicPath(`/${locale}/blog`)).toBe("/blog");
  });
});
