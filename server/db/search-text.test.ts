/** @jest-environment node */
import fc from "fast-check";
import { escapeLike, mergeTiers, normaliseSearch, queryWords, searchTextOf } from "./search-text";

describe("normaliseSearch", () => {
  it.each([
    ["Bố Già", "bo gia"],
    ["  BỐ   GIÀ!! ", "bo gia"],
    ["bo-gia", "bo gia"],
    ["Đội 7: Hà Nội", "doi 7 ha noi"],
    ["Tea at Four, Murder at Five", "tea at four murder at five"],
    ["火影", ""],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(normaliseSearch(input)).toBe(expected);
  });

  it("gives only lower-case ascii words separated by single spaces, and is idempotent", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = normaliseSearch(text);
        expect(once).toMatch(/^([a-z0-9]+( [a-z0-9]+)*)?$/);
        expect(normaliseSearch(once)).toBe(once);
      }),
    );
  });
});

describe("searchTextOf", () => {
  it("joins both titles, normalised, without repeating one that normalises the same", () => {
    expect(searchTextOf("Rain Over Hàng Bạc Street", "Mưa trên phố Hàng Bạc")).toBe(
      "rain over hang bac street mua tren pho hang bac",
    );
    expect(searchTextOf("Mango", "Mãngo")).toBe("mango");
    expect(searchTextOf(null, "", "Đà Lạt")).toBe("da lat");
  });
});

describe("queryWords", () => {
  it("splits a query into distinct normalised words, at most eight", () => {
    expect(queryWords("Bố già bố")).toEqual(["bo", "gia"]);
    expect(queryWords("  ")).toEqual([]);
    expect(queryWords(undefined)).toEqual([]);
    expect(queryWords("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("escapeLike", () => {
  it("escapes LIKE wildcards", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
  });
});

describe("mergeTiers", () => {
  const id = (row: { id: number }) => row.id;
  it("keeps each row in the first tier that has it, in the tiers' order, up to the limit", () => {
    const tiers = [[{ id: 3 }], [{ id: 9 }, { id: 3 }, { id: 4 }], [{ id: 1 }, { id: 9 }, { id: 3 }]];
    expect(mergeTiers(tiers, 10, id)).toEqual([
      { id: 3, tier: 0 },
      { id: 9, tier: 1 },
      { id: 4, tier: 1 },
      { id: 1, tier: 2 },
    ]);
    expect(mergeTiers(tiers, 2, id).map(id)).toEqual([3, 9]);
    expect(mergeTiers([], 5, id)).toEqual([]);
  });
});
