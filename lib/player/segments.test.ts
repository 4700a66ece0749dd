import fc from "fast-check";
import {
  autoSkips,
  cleanSegments,
  MIN_SKIPPABLE_SEC,
  segmentAction,
  segmentAt,
  skipButtonShown,
  skipTarget,
  SKIP_BUTTON_SEC,
  type PlaybackSegment,
} from "./segments";

const intro: PlaybackSegment = { kind: "intro", start_sec: 1, end_sec: 6 };
const credits: PlaybackSegment = { kind: "credits", start_sec: 12, end_sec: 16 };

describe("cleanSegments", () => {
  it("keeps known kinds of at least 3 s, in order, and drops the rest", () => {
    expect(
      cleanSegments([
        credits,
        { kind: "recap", start_sec: 0, end_sec: 1 }, // too short to offer
        intro,
        { kind: "ads", start_sec: 7, end_sec: 11 },
        { kind: "intro", start_sec: 9, end_sec: 8 },
        { kind: "intro", start_sec: -4, end_sec: 0 },
        { kind: "intro", start_sec: Number.NaN, end_sec: 5 },
        null,
        "intro",
      ]),
    ).toEqual([intro, credits]);
    expect(cleanSegments(null)).toEqual([]);
    expect(cleanSegments({ kind: "intro" })).toEqual([]);
  });

  it("lets the first of two overlapping segments win, and keeps only the known fields", () => {
    expect(
      cleanSegments([
        { ...intro, note: "x" },
        { kind: "recap", start_sec: 4, end_sec: 9 },
      ]),
    ).toEqual([intro]);
  });

  it("never returns overlapping or short segments, whatever it is given", () => {
    const item = fc.record({
      kind: fc.constantFrom("recap", "intro", "credits", "other"),
      start_sec: fc.double({ min: -10, max: 100, noNaN: true }),
      end_sec: fc.double({ min: -10, max: 100, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), (raw) => {
        const clean = cleanSegments(raw);
        clean.forEach((segment, index) => {
          expect(segment.end_sec - segment.start_sec).toBeGreaterThanOrEqual(MIN_SKIPPABLE_SEC);
          if (index > 0) expect(segment.start_sec).toBeGreaterThanOrEqual(clean[index - 1]!.end_sec);
        });
      }),
    );
  });
});

describe("segmentAt", () => {
  it("finds the segment playing, its end excluded", () => {
    expect(segmentAt([intro, credits], 0.9)).toBeNull();
    expect(segmentAt([intro, credits], 1)).toBe(intro);
    expect(segmentAt([intro, credits], 5.99)).toBe(intro);
    expect(segmentAt([intro, credits], 6)).toBeNull();
    expect(segmentAt([intro, credits], 15)).toBe(credits);
    expect(segmentAt([intro, credits], Number.NaN)).toBeNull();
  });
});

describe("skipping", () => {
  it("lands at the segment's end, inside the media", () => {
    expect(skipTarget(intro, 16)).toBe(6);
    expect(skipTarget({ kind: "credits", start_sec: 12, end_sec: 20 }, 16)).toBe(16);
    expect(skipTarget(intro, Number.NaN)).toBe(6);
  });

  it("shows the button for 8 s of playback into the segment, then only with the controls", () => {
    expect(skipButtonShown(1, 1, false)).toBe(true);
    expect(skipButtonShown(1, 1 + SKIP_BUTTON_SEC - 0.1, false)).toBe(true);
    expect(skipButtonShown(1, 1 + SKIP_BUTTON_SEC, false)).toBe(false);
    expect(skipButtonShown(1, 1 + SKIP_BUTTON_SEC, true)).toBe(true);
  });

  it("counts down to the next episode during its credits, and offers a skip otherwise", () => {
    expect(segmentAction(credits, { hasNext: true })).toBe("countdown");
    expect(segmentAction(credits, { hasNext: false })).toBe("skip");
    expect(segmentAction(intro, { hasNext: true })).toBe("skip");
    expect(segmentAction(null, { hasNext: true })).toBeNull();
  });

  it("skips only recaps and intros without asking", () => {
    expect(autoSkips("intro")).toBe(true);
    expect(autoSkips("recap")).toBe(true);
    expect(autoSkips("credits")).toBe(false);
  });
});
