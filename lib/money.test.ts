/** @jest-environment node */
import fc from "fast-check";
import { formatVnd, formatVndDigits, vndSignFirst } from "./money";

describe("formatVnd", () => {
  it("writes đồng the Vietnamese way on Vietnamese pages, a no-break space before the sign", () => {
    expect(formatVnd(1234567, "vi")).toBe("1.234.567\u00a0₫");
    expect(formatVnd(0, "vi")).toBe("0\u00a0₫");
    expect(formatVnd("50000", "vi")).toBe("50.000\u00a0₫");
    expect(formatVnd(1999.6, "vi")).toBe("2.000\u00a0₫");
  });

  it("writes đồng the English way on English pages, never 350.000 ₫", () => {
    expect(formatVnd(350000, "en")).toBe("₫350,000");
    expect(formatVnd(0, "en")).toBe("₫0");
    expect(formatVnd("50000000", "en")).toBe("₫50,000,000");
    expect(formatVnd(-20000, "en")).toBe("-₫20,000");
  });

  it("gives an empty string for missing amounts", () => {
    expect(formatVnd(null, "vi")).toBe("");
    expect(formatVnd("x", "en")).toBe("");
    expect(formatVnd(Number.NaN, "en")).toBe("");
  });

  it("reads back to the same whole amount in both languages", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000_000 }), fc.constantFrom("en", "vi"), (n, locale) => {
        const text = formatVnd(n, locale);
        expect(text).toContain("₫");
        expect(Number(text.replace(/\D/g, ""))).toBe(n);
      }),
    );
  });
});

describe("formatVndDigits and vndSignFirst (the amount field)", () => {
  it("groups the digits as the language does, without the sign", () => {
    expect(formatVndDigits(1500000, "en")).toBe("1,500,000");
    expect(formatVndDigits(1500000, "vi")).toBe("1.500.000");
    expect(formatVndDigits(null, "vi")).toBe("");
  });

  it("puts the sign where formatVnd puts it", () => {
    expect(vndSignFirst("en")).toBe(true);
    expect(vndSignFirst("vi")).toBe(false);
  });
});
