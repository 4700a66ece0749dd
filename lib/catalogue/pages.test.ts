import fc from "fast-check";
import { isPastLastPage, pageWindow } from "./pages";

describe("pageWindow", () => {
  it("shows the first, the last and the neighbours of the current page", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 10, 11, 12]);
  });

  it("always lists the current page, in order, without two gaps in a row", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const last = Math.max(a, b);
        const current = Math.min(a, b);
        const pages = pageWindow(current, last);
        const numbers = pages.filter((p): p is number => p !== null);
        expect(numbers).toContain(current);
        expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
        pages.forEach((p, i) => expect(p === null && pages[i + 1] === null).toBe(false));
      }),
    );
  });
});

describe("isPastLastPage", () => {
  it("is true only past the last page; an empty list still has its first page", () => {
    expect(isPastLastPage(undefined, 3)).toBe(false);
    expect(isPastLastPage(3, 3)).toBe(false);
    expect(isPastLastPage(4, 3)).toBe(true);
    expect(isPastLastPage(1, 0)).toBe(false);
    expect(isPastLastPage(2, 0)).toBe(true);
  });
});
