import { deltaOf } from "./money-form";

describe("deltaOf: the amount field and the direction as a signed change", () => {
  it("reads amounts written the Vietnamese or the English way, or plain", () => {
    expect(deltaOf("credit", "1.500.000")).toBe(1_500_000);
    expect(deltaOf("credit", "1,500,000")).toBe(1_500_000);
    expect(deltaOf("debit", " 20 000 ")).toBe(-20_000);
  });

  it("leaves what is not a whole number as typed, for the backend to refuse with its message", () => {
    expect(deltaOf("credit", "12.5k")).toBe("12.5k");
    expect(deltaOf("credit", "-5")).toBe("-5");
    expect(deltaOf("credit", "")).toBe("");
  });
});
