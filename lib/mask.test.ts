/** @jest-environment node */
import fc from "fast-check";
import { mask, MASK, MASK_KEEP, MASK_MIN_LENGTH } from "./mask";

describe("mask", () => {
  it.each([
    ["", ""],
    ["a", "a"],
    ["abc", "abc"],
    ["abcd", "ab******cd"],
    ["0901234567", "09******67"],
    ["user@example.com", "us******om"],
    ["😀😁😂🤣", "😀😁******😂🤣"],
    ["ab😀", "ab😀"],
  ])("%j → %j", (value, masked) => {
    expect(mask(value)).toBe(masked);
  });

  it("treats missing values as empty", () => {
    expect(mask(null)).toBe("");
    expect(mask(undefined)).toBe("");
  });

  it("exports the product's constants", () => {
    expect(MASK).toBe("******");
    expect(MASK_KEEP).toBe(2);
    expect(MASK_MIN_LENGTH).toBe(4);
  });

  it("keeps 2 code points at each end with 6 asterisks between, never splitting a character", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", minLength: 4 }), (s) => {
        const chars = Array.from(s);
        fc.pre(chars.length >= MASK_MIN_LENGTH);
        const masked = mask(s);
        const out = Array.from(masked);
        expect(out).toHaveLength(10);
        expect(out.slice(0, 2)).toEqual(chars.slice(0, 2));
        expect(out.slice(-2)).toEqual(chars.slice(-2));
        expect(masked.slice(out[0]!.length + out[1]!.length).startsWith(MASK)).toBe(true);
        expect(masked.isWellFormed()).toBe(s.isWellFormed());
      }),
    );
  });

  it("leaves short strings unchanged", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 3 }), (s) => {
        expect(mask(s)).toBe(s);
      }),
    );
  });
});
