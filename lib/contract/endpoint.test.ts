import { endpoint, pathOf } from "./endpoint";

describe("pathOf", () => {
  it("fills each {name} of a template with its value", () => {
    expect(pathOf("/favorites/{kind}/{id}", { kind: "movie", id: 12 })).toBe("/favorites/movie/12");
    expect(pathOf("/history")).toBe("/history");
  });

  it("encodes a value, so a value cannot reach another endpoint", () => {
    expect(pathOf("/legal/{slug}", { slug: "../user-info?x=1" })).toBe("/legal/..%2Fuser-info%3Fx%3D1");
  });

  it("refuses a template whose parameter has no value", () => {
    expect(() => pathOf("/ratings/{kind}/{id}", { kind: "movie" })).toThrow("no value for {id}");
  });
});

describe("endpoint", () => {
  it("keeps the declaration as written", () => {
    const declared = { method: "get", path: "/home" } as const;
    expect(endpoint(declared)).toBe(declared);
  });
});
