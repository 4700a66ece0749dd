import type { StoryboardTile } from "@/lib/player/storyboard";
import { bandOf, draftBody, draftFieldOf, framesOf, segmentDraft, tileBackground } from "./timeline";

test("found parts become whole seconds in their fields, and the fields the parts sent", () => {
  const draft = segmentDraft([
    { kind: "intro", start_sec: 6.02, end_sec: 13.61 },
    { kind: "credits", start_sec: 30.4, end_sec: 36 },
  ]);
  expect(draft).toEqual({
    recap: { start: "", end: "" },
    intro: { start: "6", end: "14" },
    credits: { start: "30", end: "36" },
  });
  expect(segmentDraft(null).intro).toEqual({ start: "", end: "" });
  // A part half typed is sent as typed, for the backend to name what is wrong.
  draft.recap = { start: " 0 ", end: "" };
  draft.credits = { start: "", end: "" };
  const sent = draftBody(draft);
  expect(sent).toEqual([
    { kind: "recap", start_sec: "0", end_sec: "" },
    { kind: "intro", start_sec: "6", end_sec: "14" },
  ]);
  expect(draftFieldOf("segments.1.end_sec", sent)).toBe("intro_end");
  expect(draftFieldOf("segments.0.start_sec", sent)).toBe("recap_start");
  expect(draftFieldOf("segments.0.kind", sent)).toBe("recap_start");
  expect(draftFieldOf("segments.5.end_sec", sent)).toBeNull();
  expect(draftFieldOf("segments", sent)).toBeNull();
});

test("a part sits on the timeline in percent of the video, inside it; a part being typed is not drawn", () => {
  expect(bandOf({ start: "6", end: "14" }, 40)).toEqual({ left: 15, width: 20 });
  expect(bandOf({ start: "30", end: "60" }, 40)).toEqual({ left: 75, width: 25 });
  expect(bandOf({ start: "", end: "14" }, 40)).toBeNull();
  expect(bandOf({ start: "9", end: "4" }, 40)).toBeNull();
  expect(bandOf({ start: "a", end: "4" }, 40)).toBeNull();
  expect(bandOf({ start: "1", end: "4" }, 0)).toBeNull();
});

const tile = (start: number, x: number): StoryboardTile => ({
  start,
  end: start + 10,
  url: "https://cineva.test/media/sprite.jpg",
  rect: { x, y: 90, w: 160, h: 90 },
});

test("frames are spread along the video, each the tile showing at the middle of its stretch", () => {
  const tiles = [tile(0, 0), tile(10, 160), tile(20, 320), tile(30, 480)];
  expect(framesOf(tiles, 40, 4).map((f) => [f.at, f.tile.start])).toEqual([
    [5, 0],
    [15, 10],
    [25, 20],
    [35, 30],
  ]);
  expect(framesOf(tiles, 40, 2).map((f) => f.tile.start)).toEqual([10, 30]);
  expect(framesOf([], 40, 4)).toEqual([]);
  expect(framesOf(tiles, 0, 4)).toEqual([]);
});

test("a tile fills its box at any size once the sprite's size is known", () => {
  const sprite = { width: 640, height: 180 };
  expect(tileBackground(tile(10, 160), sprite)).toEqual({
    backgroundImage: 'url("https://cineva.test/media/sprite.jpg")',
    backgroundSize: "400% 200%",
    backgroundPosition: `${(160 / 480) * 100}% 100%`,
  });
  expect(tileBackground(tile(10, 160), null)).toEqual({});
  // A sprite of one tile, and a whole picture.
  expect(tileBackground(tile(0, 0), { width: 160, height: 90 }).backgroundPosition).toBe("0% 0%");
  expect(tileBackground({ ...tile(0, 0), rect: null }, null)).toMatchObject({ backgroundSize: "cover" });
});
