/** @jest-environment node */
import { RATING_PRIOR, roundAverage, weightedRating } from "./ratings";

describe("roundAverage", () => {
  it("rounds to one decimal and is null without votes", () => {
    expect(roundAverage(0, 0)).toBeNull();
    expect(roundAverage(10, 3)).toBe(3.3);
    expect(roundAverage(11, 3)).toBe(3.7);
    expect(roundAverage(5, 1)).toBe(5);
  });
});

describe("weightedRating", () => {
  it("pulls titles with few votes towards the prior", () => {
    expect(weightedRating(0, 0)).toBe(RATING_PRIOR.mean);
    expect(weightedRating(5, 1)).toBeLessThan(weightedRating(4.5 * 100, 100));
    expect(weightedRating(5 * 1000, 1000)).toBeCloseTo(5, 1);
  });
});
