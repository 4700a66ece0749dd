import { adjustmentStatusOf, moneyHref, moneyQuery, paymentStatusOf } from "./money-query";

describe("the money pages' addresses", () => {
  it("reads days, a search and a page, and drops what is not one", () => {
    expect(moneyQuery({ q: " 0901 ", from: "2026-11-01", to: "tomorrow", page: "3" })).toEqual({
      q: "0901",
      from: "2026-11-01",
      page: 3,
    });
    expect(paymentStatusOf({ status: "expired" })).toBe("expired");
    expect(paymentStatusOf({ status: "lost" })).toBeUndefined();
  });

  it("shows the adjustments of the status chosen, or all", () => {
    expect(adjustmentStatusOf({ status: "applied" })).toBe("applied");
    expect(adjustmentStatusOf({})).toBeUndefined();
    expect(adjustmentStatusOf({ status: "lost" })).toBeUndefined();
  });

  it("writes back only what is chosen", () => {
    expect(moneyHref("/studio/money", { page: 1 })).toBe("/studio/money");
    expect(moneyHref("/vi/studio/money", { q: "CV26", status: "failed", page: 2 })).toBe(
      "/vi/studio/money?q=CV26&status=failed&page=2",
    );
  });
});
