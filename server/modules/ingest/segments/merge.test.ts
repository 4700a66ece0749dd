import type { PlaybackSegment } from "@/lib/player/segments";
import { foundInNewVideo, mergeFound } from "./merge";

const intro = (start: number, end: number): PlaybackSegment => ({
  kind: "intro",
  start_sec: start,
  end_sec: end,
});
const credits = (start: number, end: number): PlaybackSegment => ({
  kind: "credits",
  start_sec: start,
  end_sec: end,
});

describe("what a title plays once segments are found anew", () => {
  test("an editor's own marks stay; kinds they did not mark take what is found", () => {
    expect(mergeFound([intro(0, 30)], null, [credits(100, 120)])).toEqual([intro(0, 30), credits(100, 120)]);
    expect(mergeFound([intro(0, 30)], [], [intro(2, 28)])).toEqual([intro(0, 30)]);
  });

  test("what the pipeline put there gives way to what it finds now, or goes", () => {
    expect(mergeFound([intro(0, 28)], [intro(0, 28)], [intro(1, 29)])).toEqual([intro(1, 29)]);
    expect(mergeFound([intro(0, 28), credits(90, 100)], [intro(0, 28), credits(90, 100)], [])).toEqual([]);
  });

  test("a mark an editor corrected after it was found is theirs", () => {
    expect(mergeFound([intro(0, 30)], [intro(0, 28)], [intro(1, 29)])).toEqual([intro(0, 30)]);
  });
});

describe("what a title plays once another video replaces the one its marks were made on", () => {
  test("what is found in the new video wins, kind by kind", () => {
    expect(foundInNewVideo([intro(3, 7), credits(12, 16)], [intro(6, 14), credits(30, 36)])).toEqual([
      intro(6, 14),
      credits(30, 36),
    ]);
  });

  test("a mark stays where nothing of its kind is found", () => {
    expect(foundInNewVideo([intro(0, 5), credits(12, 16)], [credits(30, 36)])).toEqual([
      intro(0, 5),
      credits(30, 36),
    ]);
    expect(foundInNewVideo([intro(0, 5)], [])).toEqual([intro(0, 5)]);
  });
});
