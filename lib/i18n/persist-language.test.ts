import { LANGUAGE_STORAGE_KEY } from "./config";
import { localeCookie, persistLanguage, readCookie } from "./persist-language";

describe("persistLanguage", () => {
  afterEach(() => {
    document.cookie = "NEXT_LOCALE=; Path=/; Max-Age=0";
    localStorage.clear();
  });

  it("saves the choice in the NEXT_LOCALE cookie and under cineva_language", () => {
    persistLanguage("vi");
    expect(readCookie("NEXT_LOCALE", document.cookie)).toBe("vi");
    expect(LANGUAGE_STORAGE_KEY).toBe("cineva_language");
    expect(localStorage.getItem("cineva_language")).toBe("vi");
    persistLanguage("en");
    expect(readCookie("NEXT_LOCALE", document.cookie)).toBe("en");
    expect(localStorage.getItem("cineva_language")).toBe("en");
  });

  it("builds a year-long, site-wide, Lax cookie, Secure on https", () => {
    expect(localeCookie("vi", false)).toBe("NEXT_LOCALE=vi; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(localeCookie("en", true)).toMatch(/; Secure$/);
  });
});

describe("readCookie", () => {
  it("finds a cookie among others and decodes it", () => {
    expect(readCookie("b", "a=1; b=x%20y; c=3")).toBe("x y");
    expect(readCookie("XSRF-TOKEN", "XSRF-TOKEN=ab=c")).toBe("ab=c");
    expect(readCookie("d", "a=1")).toBeNull();
  });
});
