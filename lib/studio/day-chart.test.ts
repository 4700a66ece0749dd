import { axisTop, barsOf, dayInstant } from "./day-chart";

describe("the value axis", () => {
  it("tops out at 1, 2 or 5 × 10ⁿ at or above the largest value", () => {
    expect([0, 0.4, 1, 3, 7, 10, 11, 180, 250_000, 1_234_567].map(axisTop)).toEqual([
      1, 1, 1, 5, 10, 10, 20, 200, 500_000, 2_000_000,
    ]);
  });
});

describe("the bars", () => {
  it("fill the width one slot per value, standing on the bottom, scaled to the axis", () => {
    const bars = barsOf([0, 5, 10, 2], 40, 100);
    expect(bars).toHaveLength(4);
    expect(bars.map((bar) => bar.height)).toEqual([0, 50, 100, 20]);
    expect(bars.map((bar) => bar.y)).toEqual([100, 50, 0, 80]);
    expect(bars[1]!.x).toBeCloseTo(11);
    expect(bars[1]!.width).toBeCloseTo(8);
  });

  it("give a quiet day a sliver beside a busy one, and nothing to an empty day", () => {
    const [busy, quiet, empty] = barsOf([10_000, 1, 0], 30, 50);
    expect(busy!.height).toBe(50);
    expect(quiet!.height).toBe(1);
    expect(empty!.height).toBe(0);
  });
});

it("reads a day as Vietnam's, whatever the server's zone", () => {
  expect(dayInstant("2026-11-27").toISOString()).toBe("2026-11-27T05:00:00.000Z");
});
