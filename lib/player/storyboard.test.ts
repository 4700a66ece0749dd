import fc from "fast-check";
import { MAX_TILES, parseStoryboard, tileAt, vttSeconds } from "./storyboard";

const BASE = "https://cdn.example/media/clips/aurora/storyboard.vtt";

const vtt = `WEBVTT

00:00.000 --> 00:01.000
storyboard.jpg#xywh=0,0,160,90

00:00:01.000 --> 00:00:02.000
storyboard.jpg#xywh=160,0,160,90

2
00:00:02.000 --> 00:00:03.500
/media/other.jpg
`;

describe("parseStoryboard", () => {
  it("reads each cue's time, picture and tile, the pictures relative to the storyboard", () => {
    expect(parseStoryboard(vtt, BASE)).toEqual([
      {
        start: 0,
        end: 1,
        url: "https://cdn.example/media/clips/aurora/storyboard.jpg",
        rect: { x: 0, y: 0, w: 160, h: 90 },
      },
      {
        start: 1,
        end: 2,
        url: "https://cdn.example/media/clips/aurora/storyboard.jpg",
        rect: { x: 160, y: 0, w: 160, h: 90 },
      },
      { start: 2, end: 3.5, url: "https://cdn.example/media/other.jpg", rect: null },
    ]);
  });

  it("skips what it cannot show, and reads nothing from a file that is not WebVTT", () => {
    const junk = `WEBVTT

00:00.000 --> 00:01.000
javascript:alert(1)

00:02.000 --> 00:01.000
a.jpg#xywh=0,0,10,10

00:03.000 --> 00:04.000
a.jpg#xywh=0,0,0,10

00:04.000 --> 00:05.000
a.jpg#t=3

not a timing
a.jpg

00:05.000 --> 00:06.000
a.jpg#xywh=10,10,10,10
`;
    expect(parseStoryboard(junk, BASE).map((t) => t.start)).toEqual([5]);
    expect(parseStoryboard("<html>", BASE)).toEqual([]);
    expect(parseStoryboard("", BASE)).toEqual([]);
  });

  it("keeps at most MAX_TILES tiles", () => {
    const clock = (s: number) =>
      [Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60]
        .map((n) => String(n).padStart(2, "0"))
        .join(":");
    const cues = Array.from(
      { length: MAX_TILES + 5 },
      (_, i) => `${clock(i)}.000 --> ${clock(i + 1)}.000\na.jpg`,
    );
    expect(parseStoryboard(`WEBVTT\n\n${cues.join("\n\n")}`, BASE)).toHaveLength(MAX_TILES);
  });

  it("reads WebVTT times with and without hours", () => {
    expect(vttSeconds("01:02:03.500")).toBe(3723.5);
    expect(vttSeconds("02:03.5")).toBe(123.5);
  });
});

describe("tileAt", () => {
  const tiles = parseStoryboard(vtt, BASE);

  it("finds the tile of a moment, the last one past the end, none before the first", () => {
    expect(tileAt(tiles, 0)?.rect?.x).toBe(0);
    expect(tileAt(tiles, 1.5)?.rect?.x).toBe(160);
    expect(tileAt(tiles, 3)?.rect).toBeNull();
    expect(tileAt(tiles, 99)?.start).toBe(2);
    expect(tileAt(tiles, Number.NaN)).toBeNull();
    expect(tileAt([], 1)).toBeNull();
  });

  it("agrees with a linear search for any time", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10, noNaN: true }), (time) => {
        const linear = [...tiles].reverse().find((tile) => tile.start <= time) ?? null;
        expect(tileAt(tiles, time)).toBe(linear);
      }),
    );
  });
});
