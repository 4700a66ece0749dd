/** @jest-environment node */
import { genreWeights, rankCandidates, ratingWeight, SIGNAL_WEIGHTS } from "./recommendations";

describe("ratingWeight", () => {
  it("likes 4–5 stars, dislikes 1–2 and barely notices 3", () => {
    expect(ratingWeight(5)).toBeGreaterThan(ratingWeight(4));
    expect(ratingWeight(4)).toBe(SIGNAL_WEIGHTS.ratedHigh);
    expect(ratingWeight(3)).toBeGreaterThan(0);
    expect(ratingWeight(3)).toBeLessThan(1);
    expect(ratingWeight(2)).toBe(SIGNAL_WEIGHTS.ratedLow);
    expect(ratingWeight(1)).toBeLessThan(0);
  });
});

describe("genreWeights", () => {
  it("shares each signal's weight over its title's genres and adds signals up", () => {
    const genres = new Map([
      ["movie:1", [10]],
      ["movie:2", [10, 20, 30, 40]],
    ]);
    const weights = genreWeights(
      [
        { key: "movie:1", weight: 3 },
        { key: "movie:2", weight: 2 },
        { key: "movie:99", weight: 5 },
      ],
      genres,
    );
    expect(weights.get(10)).toBeCloseTo(3 + 1);
    expect(weights.get(20)).toBeCloseTo(1);
    expect(weights.has(99)).toBe(false);
  });
});

describe("rankCandidates", () => {
  const weights = new Map([
    [1, 3],
    [2, 1],
    [3, -2],
  ]);
  const candidate = (key: string, genres: number[], views = 100, average: number | null = 3.5) => ({
    key,
    genres,
    views,
    average,
  });

  it("puts the best taste match first, lets a disliked genre pull a title down, and drops excluded titles and non-matches", () => {
    const order = rankCandidates(
      [
        candidate("movie:a", [2]),
        candidate("movie:b", [1]),
        candidate("movie:c", [1, 3]),
        candidate("movie:d", [4]),
        candidate("movie:e", [1], 100_000),
      ],
      weights,
      new Set(["movie:e"]),
    );
    expect(order).toEqual(["movie:b", "movie:a", "movie:c"]);
  });

  it("lets popularity and rating break ties between equal tastes", () => {
    const order = rankCandidates(
      [
        candidate("movie:a", [1], 10, 3),
        candidate("movie:b", [1], 100_000, 3),
        candidate("movie:c", [1], 10, 5),
      ],
      weights,
      new Set(),
    );
    expect(order[0]).toBe("movie:b");
    expect(order.indexOf("movie:c")).toBeLessThan(order.indexOf("movie:a"));
  });
});
