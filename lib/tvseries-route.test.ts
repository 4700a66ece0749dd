/** @jest-environment node */
import fc from "fast-check";
import { toSlug } from "./slug";
import { parseSeriesSegment, seriesPath, seriesSegment } from "./tvseries-route";

const slugArb = fc.string().map(toSlug);
const numArb = fc.option(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { nil: null });

/** The segment a route handler would receive for a path built by seriesPath. */
function lastSegment(path: string): string {
  const [, , , segment = ""] = path.split("/");
  return segment;
}

describe("parseSeriesSegment", () => {
  it("reads slug, season and episode", () => {
    expect(parseSeriesSegment("bo-gia&ss=2&ep=3")).toEqual({ slug: "bo-gia", season: 2, episode: 3 });
    expect(parseSeriesSegment("bo-gia&ep=3&ss=2")).toEqual({ slug: "bo-gia", season: 2, episode: 3 });
    expect(parseSeriesSegment("bo-gia")).toEqual({ slug: "bo-gia", season: null, episode: null });
    expect(parseSeriesSegment("bo-gia&ss=4")).toEqual({ slug: "bo-gia", season: 4, episode: null });
    expect(parseSeriesSegment("&ep=7")).toEqual({ slug: "", season: null, episode: 7 });
    expect(parseSeriesSegment("")).toEqual({ slug: "", season: null, episode: null });
  });

  it.each(["abc", "", "1.5", "-1", "0", "+1", " 1", "1e2", "0x10", "99999999999999999999"])(
    "treats ss=%j as missing",
    (value) => {
      expect(parseSeriesSegment(`x&ss=${value}&ep=${value}`)).toEqual({
        slug: "x",
        season: null,
        episode: null,
      });
    },
  );

  it("tolerates leading zeros", () => {
    expect(parseSeriesSegment("x&ss=02&ep=010")).toEqual({ slug: "x", season: 2, episode: 10 });
  });

  it("takes the first occurrence and ignores unknown pieces", () => {
    expect(parseSeriesSegment("x&foo=1&ss=1&ss=2&ep=5&ep=6")).toEqual({ slug: "x", season: 1, episode: 5 });
    expect(parseSeriesSegment("x&ss=bad&ss=2")).toEqual({ slug: "x", season: null, episode: null });
  });

  it("accepts URL-encoded segments", () => {
    expect(parseSeriesSegment("bo-gia%26ss%3D2%26ep%3D3")).toEqual({ slug: "bo-gia", season: 2, episode: 3 });
    expect(parseSeriesSegment("bo-gia%26SS%3d2")).toEqual({ slug: "bo-gia", season: null, episode: null });
  });

  it("never throws on malformed escapes", () => {
    expect(parseSeriesSegment("bo-gia%E0%A4%A%26ss%3D2")).toEqual({
      slug: "bo-gia%E0%A4%A",
      season: 2,
      episode: null,
    });
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (s) => {
        const r = parseSeriesSegment(s);
        expect(typeof r.slug).toBe("string");
        for (const n of [r.season, r.episode])
          expect(n === null || (Number.isSafeInteger(n) && n >= 1)).toBe(true);
      }),
    );
  });

  it("inverts seriesPath, raw or encoded", () => {
    fc.assert(
      fc.property(fc.nat(), slugArb, numArb, numArb, (id, slug, season, episode) => {
        const segment = lastSegment(seriesPath(id, slug, { season, episode }));
        expect(parseSeriesSegment(segment)).toEqual({ slug, season, episode });
        expect(parseSeriesSegment(encodeURIComponent(segment))).toEqual({ slug, season, episode });
      }),
    );
  });
});

describe("seriesPath", () => {
  it("builds the tvseries path from a title", () => {
    expect(seriesPath(12, "Bố Già")).toBe("/tvseries/12/bo-gia");
    expect(seriesPath("12", "Bố Già", { season: 2 })).toBe("/tvseries/12/bo-gia&ss=2");
    expect(seriesPath(12, "bo-gia", { episode: 3 })).toBe("/tvseries/12/bo-gia&ep=3");
    expect(seriesPath(12, "Bố Già", { season: 2, episode: 3 })).toBe("/tvseries/12/bo-gia&ss=2&ep=3");
    expect(seriesPath(12, "Bố Già", { season: null, episode: undefined })).toBe("/tvseries/12/bo-gia");
  });

  it("drops the slug segment only when it would be empty", () => {
    expect(seriesPath(12, "")).toBe("/tvseries/12");
    expect(seriesPath(12, null)).toBe("/tvseries/12");
    expect(seriesPath(12, "!!", { season: 1 })).toBe("/tvseries/12/&ss=1");
  });

  it("leaves out numbers the parser would reject", () => {
    expect(seriesSegment("a", { season: 0, episode: 1.5 })).toBe("a");
    expect(seriesSegment("a", { season: -1, episode: Number.NaN })).toBe("a");
  });

  it("encodes the id", () => {
    expect(seriesPath("a/b", "x")).toBe("/tvseries/a%2Fb/x");
  });
});
