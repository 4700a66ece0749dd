import fc from "fast-check";
import { TOP_UP_MAX, TOP_UP_MIN } from "@/lib/contract/payments";
import { amountInputText, amountProblem, parseAmount, PRESET_AMOUNTS } from "./amount";

describe("top-up amounts", () => {
  it("read digits however they are grouped", () => {
    expect(parseAmount("100.000")).toBe(100_000);
    expect(parseAmount("100,000 ₫")).toBe(100_000);
    expect(parseAmount(" 1 500 000 ")).toBe(1_500_000);
    expect(parseAmount("abc")).toBeNull();
    expect(parseAmount("9".repeat(13))).toBeNull();
  });

  it("accept 10,000–50,000,000 VND and say what is wrong otherwise", () => {
    expect(amountProblem(null)).toBe("missing");
    expect(amountProblem(TOP_UP_MIN - 1)).toBe("tooSmall");
    expect(amountProblem(TOP_UP_MIN)).toBeNull();
    expect(amountProblem(TOP_UP_MAX)).toBeNull();
    expect(amountProblem(TOP_UP_MAX + 1)).toBe("tooLarge");
    for (const preset of PRESET_AMOUNTS) expect(amountProblem(preset)).toBeNull();
  });

  it("show the typed amount grouped as the page's language groups money, and read it back unchanged", () => {
    expect(amountInputText("1500000", "vi")).toBe("1.500.000");
    expect(amountInputText("1.500.000", "en")).toBe("1,500,000");
    expect(amountInputText("", "en")).toBe("");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), fc.constantFrom("en", "vi"), (n, locale) => {
        expect(parseAmount(amountInputText(String(n), locale))).toBe(n);
      }),
    );
  });
});
