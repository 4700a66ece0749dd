/**
 * A generated season for finding segments (issue #37): three episodes that open with the same
 * titles and close with the same credits, the second and third starting with a recap of the one
 * before, each a few seconds of picture and melody ffmpeg makes in about a second; and a film with
 * neither. The tests and `npm run bench:segments` check what is found against `truth`, where the
 * sources put each part.
 */
import path from "node:path";
import type { PlaybackSegment } from "@/lib/player/segments";
import { runTool } from "../providers/ffmpeg";

/** Small enough for tests to make in about a second; the demo asks for a picture worth watching. */
export const TEST_SIZE = "160x90";
const H264_AAC = ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac"];
export const PART_SEC = { intro: 8, story: 16, recap: 6, credits: 6 };
/** Where a recap's footage starts in the story of the episode before. */
const RECAP_FROM_SEC = 4;

/**
 * A melody of a new note every quarter second, `seed` choosing the notes by a hash (a formula's
 * pattern would repeat in another seed's melody, and a fingerprint would hear it): `,` escaped for
 * a filter graph.
 */
const melody = (seed: number) => {
  const note = `floor(mod(abs(sin((floor(t*4)+1)*12.9898+${seed}*78.233))*43758.5453\\,24))`;
  return `0.4*sin(2*PI*t*180*pow(2\\,${note}/12))`;
};

/** One part, from lavfi: a `picture` source of `size` and a `sound` expression, `seconds` long. */
const part = (picture: string, sound: string, seconds: number, size: string) => [
  "-f",
  "lavfi",
  "-i",
  `${picture}${picture.includes("=") ? ":" : "="}size=${size}:rate=25:duration=${seconds}`,
  "-f",
  "lavfi",
  "-i",
  `aevalsrc=${sound}:s=48000:d=${seconds}`,
];

const INTRO = (size: string) => part("testsrc2", melody(1), PART_SEC.intro, size);
const STORY = (episode: number, size: string) => part("smptebars", melody(episode + 7), PART_SEC.story, size);
// Credits: white names on black over a quiet note.
const CREDITS = (size: string) => part("color=c=black", "0.05*sin(2*PI*t*330)", PART_SEC.credits, size);

/** Makes episode `episode` (1–3) at `file`: a recap of the episode before, the intro, its story, the credits. */
async function makeEpisode(file: string, episode: number, size: string) {
  const recap = episode > 1;
  const inputs = [
    ...(recap ? STORY(episode - 1, size) : []),
    ...INTRO(size),
    ...STORY(episode, size),
    ...CREDITS(size),
  ];
  // Each part is two inputs, its picture then its sound.
  const [v, a] = [(part: number) => `[${2 * part}:v]`, (part: number) => `[${2 * part + 1}:a]`];
  const first = recap ? 1 : 0;
  const [from, to] = [RECAP_FROM_SEC, RECAP_FROM_SEC + PART_SEC.recap];
  const graph = [
    recap
      ? `${v(0)}trim=${from}:${to},setpts=PTS-STARTPTS[rv];${a(0)}atrim=${from}:${to},asetpts=PTS-STARTPTS[ra];`
      : "",
    // The credits' "names": a white bar in the middle of the black.
    `${v(first + 2)}drawbox=x=iw*3/8:y=ih*4/9:w=iw/4:h=ih/15:color=white:t=fill[cv];`,
    recap ? "[rv][ra]" : "",
    `${v(first)}${a(first)}${v(first + 1)}${a(first + 1)}[cv]${a(first + 2)}`,
    `concat=n=${recap ? 4 : 3}:v=1:a=1[v][a]`,
  ].join("");
  const args = [
    "-v",
    "error",
    "-y",
    ...inputs,
    "-filter_complex",
    graph,
    "-map",
    "[v]",
    "-map",
    "[a]",
    ...H264_AAC,
    file,
  ];
  const run = await runTool("ffmpeg", args, { timeoutMs: 60_000 });
  if (run.code !== 0) throw new Error(`ffmpeg could not make ${file}: ${run.stderr}`);
  return file;
}

/** Where each part of episode `episode` is. */
export function truth(episode: number): PlaybackSegment[] {
  const recap = episode > 1 ? PART_SEC.recap : 0;
  const introEnd = recap + PART_SEC.intro;
  const end = introEnd + PART_SEC.story + PART_SEC.credits;
  return [
    ...(recap ? [{ kind: "recap" as const, start_sec: 0, end_sec: recap }] : []),
    { kind: "intro", start_sec: recap, end_sec: introEnd },
    { kind: "credits", start_sec: end - PART_SEC.credits, end_sec: end },
  ];
}

/** Makes a film of `seconds` at `file`: the story's picture and a melody to the end, no intro, no credits. */
export async function makePlainFilm(file: string, seconds: number, size = TEST_SIZE) {
  const args = ["-v", "error", "-y", ...part("smptebars", melody(3), seconds, size), ...H264_AAC, file];
  const run = await runTool("ffmpeg", args, { timeoutMs: 60_000 });
  if (run.code !== 0) throw new Error(`ffmpeg could not make ${file}: ${run.stderr}`);
  return file;
}

/** Makes the season's three episodes in `dir`, their picture `size` ("WxH"). */
export function makeSeason(dir: string, size = TEST_SIZE): Promise<string[]> {
  return Promise.all(
    [1, 2, 3].map((episode) => makeEpisode(path.join(dir, `episode-${episode}.mp4`), episode, size)),
  );
}

/** Makes a dub of `seconds` at `file` (AAC in .m4a): another melody, as a dubbed sound would be. */
export async function makeDub(file: string, seconds: number) {
  const sound = ["-f", "lavfi", "-i", `aevalsrc=${melody(11)}:s=48000:d=${seconds}`];
  const run = await runTool("ffmpeg", ["-v", "error", "-y", ...sound, "-c:a", "aac", file], {
    timeoutMs: 60_000,
  });
  if (run.code !== 0) throw new Error(`ffmpeg could not make ${file}: ${run.stderr}`);
  return file;
}
