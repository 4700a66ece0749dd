/** @jest-environment node */
import fc from "fast-check";
import { DEFAULT_LOCALE, LOCALES } from "./config";
import {
  normalizeLanguage,
  parseAcceptLanguage,
  resolveLanguage,
  languageSyncAction,
} from "./resolve-language";

describe("normalizeLanguage", () => {
  it.each([
    ["vi", "vi"],
    ["vi-VN", "vi"],
    ["EN-us", "en"],
    ["  vi ", "vi"],
    ["en_GB", "en"],
    ["fr", null],
    ["vie", null],
    ["", null],
    ["*", null],
    [null, null],
    [42, null],
  ])("%j → %j", (value, locale) => {
    expect(normalizeLanguage(value)).toBe(locale);
  });
});

describe("resolveLanguage", () => {
  it("prefers the saved value, then the browser list in order, then html lang", () => {
    expect(resolveLanguage(["vi", ["en-US"], "en"])).toBe("vi");
    expect(resolveLanguage([null, ["fr-FR", "vi-VN", "en"], "en"])).toBe("vi");
    expect(resolveLanguage(["de", ["fr"], "vi"])).toBe("vi");
    expect(resolveLanguage([undefined, [], "  VI-vn "])).toBe("vi");
  });

  it("falls back to English", () => {
    expect(DEFAULT_LOCALE).toBe("en");
    expect(resolveLanguage([])).toBe("en");
    expect(resolveLanguage(["fr", ["de", "ja"], ""])).toBe("en");
    expect(resolveLanguage([null, undefined])).toBe("en");
  });

  it("agrees with the first candidate that normalises to a locale", () => {
    const value = fc.oneof(
      fc.constantFrom("en", "vi", "EN-gb", "vi_VN", " vi ", "fr", "de-DE", "", "*"),
      fc.string(),
    );
    const candidate = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      value,
      fc.array(value, { maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 5 }), (candidates) => {
        const flat = candidates.flatMap((c) => (Array.isArray(c) ? c : [c]));
        const expected = flat.map(normalizeLanguage).find((l) => l !== null) ?? "en";
        const result = resolveLanguage(candidates);
        expect(result).toBe(expected);
        expect(LOCALES).toContain(result);
      }),
    );
  });
});

describe("parseAcceptLanguage", () => {
  it("orders by q, keeping header order on ties", () => {
    expect(parseAcceptLanguage("vi-VN,vi;q=0.9,fr-FR;q=0.8,en-US;q=0.7,en;q=0.6")).toEqual([
      "vi-VN",
      "vi",
      "fr-FR",
      "en-US",
      "en",
    ]);
    expect(parseAcceptLanguage("fr;q=0.5, en;q=0.9, vi")).toEqual(["vi", "en", "fr"]);
    expect(parseAcceptLanguage("de;q=0.8, fr, en;q=0.8, vi")).toEqual(["fr", "vi", "de", "en"]);
  });

  it("drops q=0, malformed q and empty entries", () => {
    expect(parseAcceptLanguage("vi;q=0, en;q=0.000, fr;q=abc, de;q=1.5, ja;q=1.0")).toEqual(["ja"]);
    expect(parseAcceptLanguage(" , ,en")).toEqual(["en"]);
    expect(parseAcceptLanguage("en; Q=0.5 ;level=1, vi")).toEqual(["vi", "en"]);
  });

  it("handles missing headers", () => {
    expect(parseAcceptLanguage(null)).toEqual([]);
    expect(parseAcceptLanguage("")).toEqual([]);
  });

  it("feeds resolveLanguage on the server", () => {
    expect(resolveLanguage([parseAcceptLanguage("fr-CH, fr;q=0.9, vi;q=0.8, en;q=0.7")])).toBe("vi");
    expect(resolveLanguage([parseAcceptLanguage("vi;q=0, en;q=0.1")])).toBe("en");
  });

  it("returns the tags it was given, sorted by non-increasing q", () => {
    const tag = fc.stringMatching(/^[a-z]{2}(-[A-Z]{2})?$/);
    const q = fc.integer({ min: 0, max: 1000 }).map((n) => n / 1000);
    fc.assert(
      fc.property(fc.array(fc.tuple(tag, q)), (entries) => {
        const header = entries.map(([t, v]) => `${t};q=${v}`).join(", ");
        const expected = entries
          .map(([t, v], i) => ({ t, v, i }))
          .filter((e) => e.v > 0)
          .sort((a, b) => b.v - a.v || a.i - b.i)
          .map((e) => e.t);
        expect(parseAcceptLanguage(header)).toEqual(expected);
      }),
    );
  });
});

describe("languageSyncAction", () => {
  const base = { current: "en" as const, saved: null, cookie: null, explicit: false };

  it("does nothing when no choice was ever saved", () => {
    expect(languageSyncAction(base)).toEqual({ persist: null, reload: null });
  });

  it("writes a local-storage choice back to the cookie and shows the page in it", () => {
    expect(languageSyncAction({ ...base, saved: "vi" })).toEqual({ persist: "vi", reload: "vi" });
  });

  it("prefers local storage over a disagreeing cookie", () => {
    expect(languageSyncAction({ ...base, current: "en", saved: "vi", cookie: "en" })).toEqual({
      persist: "vi",
      reload: "vi",
    });
  });

  it("shows the page again when both already name another language (a reload that outran the cookie)", () => {
    // The selector writes the cookie and reloads; Chromium can send the reload before the cookie.
    expect(languageSyncAction({ ...base, current: "vi", saved: "en", cookie: "en" })).toEqual({
      persist: null,
      reload: "en",
    });
  });

  it("mirrors a cookie choice into local storage without reloading a page already in it", () => {
    expect(languageSyncAction({ ...base, current: "vi", cookie: "vi" })).toEqual({
      persist: "vi",
      reload: null,
    });
  });

  it("is settled once both agree with the page", () => {
    expect(languageSyncAction({ ...base, current: "vi", saved: "vi", cookie: "vi" })).toEqual({
      persist: null,
      reload: null,
    });
  });

  it("saves a ?lang= language when nothing was saved, so links keep it", () => {
    expect(languageSyncAction({ ...base, current: "vi", explicit: true })).toEqual({
      persist: "vi",
      reload: null,
    });
  });

  it("leaves pages asked for with ?lang= alone (embedding apps)", () => {
    expect(languageSyncAction({ ...base, current: "vi", saved: "en", cookie: "en", explicit: true })).toEqual(
      {
        persist: null,
        reload: null,
      },
    );
  });

  it("treats unsupported saved values as missing", () => {
    expect(languageSyncAction({ ...base, saved: "fr", cookie: "de" })).toEqual({
      persist: null,
      reload: null,
    });
  });
});
