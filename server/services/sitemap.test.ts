/** @jest-environment node */
import fc from "fast-check";
import { sliceWindows } from "./sitemap";

describe("sliceWindows", () => {
  it("finds which lists a page falls into", () => {
    expect(sliceWindows([5, 3, 4], 0, 2)).toEqual([{ index: 0, offset: 0, limit: 2 }]);
    expect(sliceWindows([5, 3, 4], 4, 5)).toEqual([
      { index: 0, offset: 4, limit: 1 },
      { index: 1, offset: 0, limit: 3 },
      { index: 2, offset: 0, limit: 1 },
    ]);
    expect(sliceWindows([5, 0, 4], 5, 10)).toEqual([{ index: 2, offset: 0, limit: 4 }]);
    expect(sliceWindows([5], 10, 5)).toEqual([]);
  });

  it("covers every element exactly once across consecutive pages", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(20), { maxLength: 6 }),
        fc.integer({ min: 1, max: 9 }),
        (sizes, perPage) => {
          const total = sizes.reduce((a, b) => a + b, 0);
          const seen: string[] = [];
          for (let offset = 0; offset < total; offset += perPage) {
            const windows = sliceWindows(sizes, offset, perPage);
            expect(windows.reduce((n, w) => n + w.limit, 0)).toBe(Math.min(perPage, total - offset));
            for (const w of windows)
              for (let i = 0; i < w.limit; i++) seen.push(`${w.index}:${w.offset + i}`);
          }
          expect(seen).toHaveLength(total);
          expect(new Set(seen).size).toBe(total);
        },
      ),
    );
  });
});
