import fc from "fast-check";
import { moveActive, suggestQuery } from "./suggest";

describe("suggestQuery", () => {
  it("asks only for two characters or more, single-spaced", () => {
    expect(suggestQuery("")).toBeNull();
    expect(suggestQuery(" q ")).toBeNull();
    expect(suggestQuery("Bố")).toBe("Bố");
    expect(suggestQuery("  quy   dao ")).toBe("quy dao");
  });

  it("drops control and bidirectional characters, which the API refuses", () => {
    expect(suggestQuery("quy\u0000dao\u202e")).toBe("quy dao");
    expect(suggestQuery("q\u200e")).toBeNull();
  });
});

describe("moveActive", () => {
  it("walks down and up through the options and back to the input", () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(2, 1, 3)).toBe(-1);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(0, -1, 3)).toBe(-1);
    expect(moveActive(-1, 1, 0)).toBe(-1);
  });

  it("always lands on an option or the input", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: -1, max: 49 }),
        fc.constantFrom<1 | -1>(1, -1),
        (count, from, delta) => {
          const current = Math.min(from, count - 1);
          const next = moveActive(current, delta, count);
          expect(next).toBeGreaterThanOrEqual(-1);
          expect(next).toBeLessThan(count);
          expect(moveActive(next, delta === 1 ? -1 : 1, count)).toBe(current);
        },
      ),
    );
  });
});
