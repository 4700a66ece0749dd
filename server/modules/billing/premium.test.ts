import { DAY_MS, inForce, premiumPeriod } from "./premium";

// The pure rules of Premium's prices and periods (issue #38).

const at = (iso: string) => new Date(iso);

describe("the dated row in force", () => {
  const prices = [
    { price: 29_000, effectiveFrom: at("2026-01-01T00:00:00Z") },
    { price: 35_000, effectiveFrom: at("2026-12-01T00:00:00Z") },
    { price: 25_000, effectiveFrom: at("2026-06-01T00:00:00Z") },
  ];

  it("is the latest that has begun, whatever order the rows come in", () => {
    expect(inForce(prices, at("2026-11-28T10:00:00Z"))?.price).toBe(25_000);
    expect(inForce(prices, at("2026-12-01T00:00:00Z"))?.price).toBe(35_000);
    expect(inForce(prices, at("2026-03-01T00:00:00Z"))?.price).toBe(29_000);
  });

  it("is none before the first one begins", () => {
    expect(inForce(prices, at("2025-12-31T23:59:59Z"))).toBeNull();
    expect(inForce([], at("2026-03-01T00:00:00Z"))).toBeNull();
  });
});

describe("the period a purchase buys", () => {
  const now = at("2026-11-28T10:00:00Z");

  it("starts now for a viewer without Premium, or whose Premium has ended", () => {
    expect(premiumPeriod(null, now, 7)).toEqual({ start: now, end: new Date(now.getTime() + 7 * DAY_MS) });
    const ended = at("2026-11-01T00:00:00Z");
    expect(premiumPeriod(ended, now, 30).start).toEqual(now);
  });

  it("follows the Premium already paid for, so no paid day is lost", () => {
    const paidUntil = at("2026-12-03T10:00:00Z");
    expect(premiumPeriod(paidUntil, now, 30)).toEqual({
      start: paidUntil,
      end: at("2027-01-02T10:00:00Z"),
    });
  });
});
