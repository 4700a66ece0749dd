import { catalogueHref, catalogueQuery } from "./catalogue-query";

describe("catalogueQuery", () => {
  it("reads the kind, the search, the order and the page", () => {
    expect(
      catalogueQuery({ kind: "series", q: " lanterns ", sort: "year", state: "draft", page: "2" }),
    ).toEqual({
      kind: "series",
      q: "lanterns",
      sort: "year",
      state: "draft",
      page: 2,
    });
  });

  it("falls back to the first page of films, last changed first, for anything else", () => {
    expect(
      catalogueQuery({ kind: "cartoon", sort: "sideways", state: "lost", page: "-3", q: "x".repeat(101) }),
    ).toEqual({
      kind: "movie",
      q: undefined,
      sort: "updated",
      page: 1,
    });
  });
});

describe("catalogueHref", () => {
  it("writes only what differs from the default", () => {
    const base = "/en/studio/catalogue";
    expect(catalogueHref(base, { kind: "movie", sort: "updated", page: 1 })).toBe(base);
    expect(
      catalogueHref(base, { kind: "series", q: "bố già", sort: "title", state: "scheduled", page: 3 }),
    ).toBe(`${base}?kind=series&q=b%E1%BB%91+gi%C3%A0&sort=title&state=scheduled&page=3`);
  });
});
