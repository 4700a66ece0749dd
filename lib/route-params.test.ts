import fc from "fast-check";
import { canonicalIdPath, decodeSegment, isMalformedPath, repairPath } from "./route-params";

describe("canonicalIdPath", () => {
  it.each([
    ["/movie/012", "/movie/12"],
    ["/movie/+12/the-quiet-orbit", "/movie/12/the-quiet-orbit"],
    ["/movie/%2B012/x", "/movie/12/x"],
    ["/tvseries/01/house-of-silk-lanterns&ss=1&ep=2", "/tvseries/1/house-of-silk-lanterns&ss=1&ep=2"],
    ["/blog/007/a/b", "/blog/7/a/b"],
    ["/blog/category/03/news", "/blog/category/3/news"],
    ["/category/0004/phim-hanh-dong/q/page=2", "/category/4/phim-hanh-dong/q/page=2"],
  ])("%j names its page by the canonical id: %j", (path, canonical) => {
    expect(canonicalIdPath(path)).toBe(canonical);
  });

  it.each([
    "/movie/12",
    "/movie/12/the-quiet-orbit",
    "/movie/0",
    "/movie/-12",
    "/movie/abc",
    "/movie/1e3",
    "/movie/2147483648",
    "/movie/02147483648",
    "/blog",
    "/blog/category",
    "/blog/category/3",
    "/blog/q/page=2",
    "/movies/012",
    "/search/012",
    "/moviex/012",
    "/",
  ])("%j is left alone", (path) => {
    expect(canonicalIdPath(path)).toBeNull();
  });

  it("is the path itself, its id written canonically, whatever the spelling of the id", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("/movie", "/tvseries", "/blog", "/category", "/blog/category"),
        fc.integer({ min: 1, max: 2_147_483_647 }),
        fc.constantFrom("", "+", "0", "+00", "000"),
        fc.constantFrom("", "/slug", "/a&ss=1&ep=2", "/x/q/page=3"),
        (base, id, prefix, rest) => {
          const expected = prefix === "" ? null : `${base}/${id}${rest}`;
          expect(canonicalIdPath(`${base}/${prefix}${id}${rest}`)).toBe(expected);
        },
      ),
    );
  });
});

describe("decodeSegment", () => {
  it("decodes percent-encoding and leaves malformed input as it is", () => {
    expect(decodeSegment("B%E1%BB%91%20Gi%C3%A0")).toBe("Bố Già");
    expect(decodeSegment("100%")).toBe("100%");
  });
});

describe("malformed address paths", () => {
  it.each([
    ["/movie/%E0%A4%A", "/movie/%25E0%25A4%25A"],
    ["/search/%", "/search/%25"],
    ["/search/100%", "/search/100%25"],
    ["/a/%zz", "/a/%25zz"],
    ["/movie/%FF", "/movie/%25FF"],
    ["/movie/%C0%AF", "/movie/%25C0%25AF"],
    ["/tvseries/1/%E0&ss=2", "/tvseries/1/%25E0&ss=2"],
    ["/search/b%E1%BB%91/%E0", "/search/b%E1%BB%91/%25E0"],
  ])("%j is malformed and repairs to %j", (path, repaired) => {
    expect(isMalformedPath(path)).toBe(true);
    expect(repairPath(path)).toBe(repaired);
    expect(isMalformedPath(repaired)).toBe(false);
  });

  it.each(["/", "/movie/1/bo-gia", "/search/b%E1%BB%91%20gi%C3%A0", "/search/100%25", "/a%2Fb"])(
    "%j is fine and kept",
    (path) => {
      expect(isMalformedPath(path)).toBe(false);
      expect(repairPath(path)).toBe(path);
    },
  );

  const pathish = fc
    .array(
      fc.oneof(
        fc.constantFrom(
          "/",
          "%",
          "%E0",
          "%A4",
          "%A",
          "%FF",
          "%C3",
          "%A9",
          "%2F",
          "%25",
          "%zz",
          "a",
          "é",
          "&ss=",
        ),
        fc.string({ maxLength: 3 }),
      ),
      { maxLength: 10 },
    )
    .map((parts) => `/${parts.join("")}`);

  it("always repairs to a path that decodes, and changes only the escapes", () => {
    fc.assert(
      fc.property(pathish, (path) => {
        const repaired = repairPath(path);
        expect(isMalformedPath(repaired)).toBe(false);
        // Only "%" turned into "%25": with every "%25…25" read back as "%" the two are the same.
        const unescape = (s: string) => s.replace(/%(?:25)+/g, "%");
        expect(unescape(repaired)).toBe(unescape(path));
        if (!isMalformedPath(path)) expect(repaired).toBe(path);
        expect(repairPath(repaired)).toBe(repaired);
      }),
    );
  });
});
