/** @jest-environment node */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { makeSeason, truth } from "../../../demo/generated-season";
import { H264_AAC, makeSource, picture } from "../../../test-media";
import { findCredits } from "./credits";
import { fingerprintOf } from "./fingerprint";
import { filmSegments, seasonSegments, type EpisodeSound } from "./find";
import { probeSource } from "../probe";

// A season ffmpeg makes here in about two seconds; Debian's fpcalc and ffmpeg listen to it.
jest.setTimeout(60_000);

let dir: string;
let files: string[];
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "cineva-segments-"));
  files = await makeSeason(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function heard(file: string, index: number): Promise<EpisodeSound> {
  const verdict = await probeSource(file);
  if (!verdict.ok) throw new Error(`${file} is not a source`);
  const { durationSec } = verdict.facts;
  return {
    episodeNo: index + 1,
    fingerprint: await fingerprintOf(file, durationSec),
    durationSec,
    credits: await findCredits(file, durationSec),
  };
}

test("a season's recaps, shared intro and credits are found within a second of where they are", async () => {
  const found = seasonSegments(await Promise.all(files.map(heard)));
  found.forEach((segments, index) => {
    const expected = truth(index + 1);
    expect(segments.map((s) => s.kind)).toEqual(expected.map((s) => s.kind));
    segments.forEach((segment, i) => {
      expect(Math.abs(segment.start_sec - expected[i]!.start_sec)).toBeLessThanOrEqual(1);
      expect(Math.abs(segment.end_sec - expected[i]!.end_sec)).toBeLessThanOrEqual(1);
    });
  });
});

test("episodes that share no opening have no intro; a film without credits has nothing", async () => {
  const [first, second] = await Promise.all(files.slice(0, 2).map(heard));
  // The second episode's story alone, against the first: no intro in common (nor a recap).
  const unrelated = { ...second!, fingerprint: second!.fingerprint.slice(Math.round(14 / 0.1238)) };
  expect(seasonSegments([first!, unrelated]).map((s) => s.map((x) => x.kind))).toEqual([
    ["credits"],
    ["credits"],
  ]);
  // With the second not packaged, the third's recap (of the second) is not looked for in the first.
  const third = await heard(files[2]!, 2);
  expect(seasonSegments([first!, third]).map((s) => s.map((x) => x.kind))).toEqual([
    ["intro", "credits"],
    ["intro", "credits"],
  ]);

  const film = await makeSource(
    path.join(dir, "film.mp4"),
    [picture(12), "sine=frequency=500:duration=12"],
    H264_AAC,
  );
  expect(filmSegments(await findCredits(film, 12), 12)).toEqual([]);
});
