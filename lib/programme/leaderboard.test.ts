import type { LeaderboardEntry } from "@/lib/contract/programme";
import { placeOf, rowId } from "./leaderboard";

const entry = (rank: number, points: number, isMe = false): LeaderboardEntry => ({
  rank,
  name: `Viewer ${rank}`,
  masked: false,
  avatar: null,
  points,
  is_me: isMe,
});

describe("placeOf", () => {
  it("has no place for a viewer without points in the period", () => {
    expect(placeOf({ entries: [entry(1, 50)], me: null })).toEqual({ placed: false });
  });

  it("names the place above and the points to pass it (a tie goes to who got there first)", () => {
    const entries = [entry(1, 300), entry(2, 120), entry(3, 120, true)];
    expect(placeOf({ entries, me: { rank: 3, points: 120 } })).toEqual({
      placed: true,
      rank: 3,
      points: 120,
      next: { rank: 2, gap: 1 },
      listed: true,
    });
    expect(
      placeOf({ entries: [entry(1, 300), entry(2, 90, true)], me: { rank: 2, points: 90 } }),
    ).toMatchObject({ next: { rank: 1, gap: 211 } });
  });

  it("has nothing above the first place", () => {
    expect(placeOf({ entries: [entry(1, 300, true)], me: { rank: 1, points: 300 } })).toMatchObject({
      rank: 1,
      next: null,
      listed: true,
    });
  });

  it("outside the list, measures the way to its last place", () => {
    const entries = [entry(1, 300), entry(2, 40)];
    expect(placeOf({ entries, me: { rank: 157, points: 5 } })).toEqual({
      placed: true,
      rank: 157,
      points: 5,
      next: { rank: 2, gap: 36 },
      listed: false,
    });
  });
});

it("gives each place's row its own id", () => {
  expect(rowId(7)).toBe("rank-7");
});
