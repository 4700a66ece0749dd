import fc from "fast-check";
import { pageOf } from "./table-page";

const rows = Array.from({ length: 43 }, (_, i) => i + 1);

describe("pageOf", () => {
  it("cuts a list into pages of the size asked, the last one shorter", () => {
    expect(pageOf(rows, 1, 10)).toEqual({ rows: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], page: 1, last: 5 });
    expect(pageOf(rows, 5, 10)).toEqual({ rows: [41, 42, 43], page: 5, last: 5 });
  });

  it("keeps a page past the end or before the start within the list", () => {
    expect(pageOf(rows, 9, 10).page).toBe(5);
    expect(pageOf(rows, 0, 10).page).toBe(1);
    expect(pageOf([], 3, 10)).toEqual({ rows: [], page: 1, last: 1 });
  });

  it("shows every row once across its pages", () => {
    fc.assert(
      fc.property(fc.nat(200), fc.integer({ min: 1, max: 30 }), (length, perPage) => {
        const list = Array.from({ length }, (_, i) => i);
        const { last } = pageOf(list, 1, perPage);
        const seen = Array.from({ length: last }, (_, i) => pageOf(list, i + 1, perPage).rows).flat();
        expect(seen).toEqual(list);
      }),
    );
  });
});
