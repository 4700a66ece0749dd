import { MISS_QUERY_MAX, missKey, startsPlay } from "./counts";

describe("a play", () => {
  const now = new Date("2026-11-27T10:00:00Z"); // 17:00 in Hanoi
  it("starts with the first report on a film or episode", () => {
    expect(startsPlay(null, now)).toBe(true);
  });
  it("goes on through the same Vietnamese day", () => {
    expect(startsPlay(new Date("2026-11-26T17:00:00Z"), now)).toBe(false); // 00:00 in Hanoi
  });
  it("starts again on the next Vietnamese day, though it is the same day in UTC", () => {
    expect(startsPlay(new Date("2026-11-26T16:59:59Z"), now)).toBe(true); // 23:59:59 the day before
  });
});

describe("a search's miss", () => {
  it("is kept under its normalised words, cut to MISS_QUERY_MAX characters", () => {
    expect(missKey("phim hay")).toBe("phim hay");
    expect(missKey(`${"a".repeat(MISS_QUERY_MAX - 1)} b`)).toHaveLength(MISS_QUERY_MAX - 1);
    expect(missKey("")).toBe("");
  });
});
