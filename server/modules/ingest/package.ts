/**
 * Packaging (issue #37): from a checked master and its extra tracks to the files a player streams, in
 * a folder of their own. The picture is decoded once and scaled to every rung of its ladder in one
 * ffmpeg run (fMP4 HLS, 4 s segments, key frames aligned across rungs); each audio track, the master's
 * own and every uploaded dub, becomes a rendition of one audio group (AAC stereo; 5.1 is folded down);
 * subtitles become clean WebVTT; seek previews a sprite and its WebVTT; then the master playlist from
 * what was measured. The sources are only read.
 */
import { mkdir, readFile, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Locale } from "@/lib/i18n/config";
import { runTool } from "../../providers/ffmpeg";
import {
  avcHigh,
  bandwidthOf,
  masterPlaylist,
  segmentsOf,
  type AudioRendition,
  type VideoVariant,
} from "./hls";
import { encoderArgs, ladderFor, scaleFilter, SEGMENT_SEC, type Rung } from "./ladder";
import type { SourceFacts } from "./probe";
import { CANDIDATE_FILTER, candidateTimes, storyboardFilter, storyboardVtt } from "./storyboard";
import { readSubtitles } from "./subtitles";

export type AudioInput = {
  file: string;
  /** The stream to take (ffprobe's index in that file). */
  stream: number;
  /** ISO 639-1 ("vi", "en") or null. */
  language: string | null;
  name: string;
  default: boolean;
};

export type PackageInput = {
  video: { file: string; facts: SourceFacts };
  audio: AudioInput[];
  subtitles: { file: string; lang: Locale }[];
};

/** What was written, relative to the output folder, and what the title's playback fields will name. */
export type Packaged = {
  master: string;
  storyboard: string;
  /** Pictures offered as its poster or thumbnail, and where in the title each is. */
  frames: PackagedFrame[];
  subtitles: { lang: Locale; path: string }[];
  rungs: Rung[];
  files: string[];
};

/** Generous: a 2-hour 1080p film takes about 3½ hours on two cores (npm run bench:ingest, docs/performance.md). */
const PACKAGE_TIMEOUT_MS = 6 * 3600 * 1000;
const AUDIO_KBPS = 128;

const hlsOutput = (dir: string) => [
  ...["-f", "hls", "-hls_time", String(SEGMENT_SEC), "-hls_playlist_type", "vod"],
  ...["-hls_flags", "independent_segments", "-hls_segment_type", "fmp4"],
  ...["-hls_fmp4_init_filename", "init.mp4", "-hls_segment_filename", path.join(dir, "seg%04d.m4s")],
  path.join(dir, "index.m3u8"),
];

type Run = { signal: AbortSignal; progress: (fraction: number) => void };

/** Runs ffmpeg, hearing how far through the title it is (-progress), as a fraction of `duration`. */
async function ffmpeg(args: string[], duration: number, { signal, progress }: Run) {
  const onOutput = (chunk: string) => {
    const match = /out_time_us=(\d+)/.exec(chunk);
    if (match) progress(Math.min(1, Number(match[1]) / 1e6 / duration));
  };
  const run = await runTool(
    "ffmpeg",
    ["-hide_banner", "-v", "error", "-nostdin", "-y", "-progress", "pipe:1", ...args],
    { signal, timeoutMs: PACKAGE_TIMEOUT_MS, onOutput },
  );
  if (run.code !== 0) throw new Error(`ffmpeg failed (${run.code}): ${run.stderr.slice(-2000)}`);
}

/** Every rung from one decode of the picture: a split, a scale per rung, an HLS output per rung. */
async function encodeVideo(input: PackageInput, out: string, rungs: Rung[], run: Run) {
  const labels = rungs.map((_, i) => `[s${i}]`).join("");
  const scales = rungs.map((rung, i) => `[s${i}]${scaleFilter(rung)}[v${i}]`);
  const graph = [`[0:v:0]split=${rungs.length}${labels}`, ...scales].join(";");
  const args = ["-i", input.video.file, "-filter_complex", graph];
  for (const [i, rung] of rungs.entries()) {
    await mkdir(path.join(out, rung.name), { recursive: true });
    args.push("-map", `[v${i}]`, "-an", ...encoderArgs(rung), ...hlsOutput(path.join(out, rung.name)));
  }
  await ffmpeg(args, input.video.facts.durationSec, run);
}

async function encodeAudio(track: AudioInput, dir: string, duration: number, run: Run) {
  await mkdir(dir, { recursive: true });
  const args = [
    "-i",
    track.file,
    "-map",
    `0:${track.stream}`,
    "-vn",
    "-c:a",
    "aac",
    "-b:a",
    `${AUDIO_KBPS}k`,
  ];
  await ffmpeg([...args, "-ac", "2", "-ar", "48000", ...hlsOutput(dir)], duration, run);
}

/** A picture of the title at `at_sec` seconds, JPEG, at most 1920 wide. */
export type PackagedFrame = { path: string; at_sec: number };

/**
 * The candidate pictures (storyboard.ts: candidateTimes), each read from a seek to its time. A help,
 * not the package: one that cannot be read is left out.
 */
async function candidateFrames(source: string, out: string, durationSec: number, run: Run) {
  await mkdir(path.join(out, "frames"), { recursive: true });
  const times = candidateTimes(durationSec);
  const frames: PackagedFrame[] = [];
  for (const [i, at] of times.entries()) {
    const file = `frames/${i + 1}.jpg`;
    const args = ["-ss", String(at), "-i", source, "-map", "0:v:0", "-vf", CANDIDATE_FILTER];
    const made = await ffmpeg([...args, "-frames:v", "1", "-q:v", "3", path.join(out, file)], durationSec, {
      signal: run.signal,
      progress: () => undefined,
    }).then(
      () =>
        stat(path.join(out, file)).then(
          (facts) => facts.size > 0,
          () => false,
        ),
      (error: unknown) => {
        if (run.signal.aborted) throw error;
        return false;
      },
    );
    if (made) frames.push({ path: file, at_sec: at });
    run.progress((i + 1) / times.length);
  }
  return frames;
}

/** A rendition's bandwidth from its media playlist and its segments' sizes on disk. */
async function measured(dir: string) {
  const segments = segmentsOf(await readFile(path.join(dir, "index.m3u8"), "utf8"));
  const sizes = await Promise.all(
    segments.map(async (segment) => ({
      seconds: segment.seconds,
      bytes: (await stat(path.join(dir, segment.uri))).size,
    })),
  );
  return bandwidthOf(sizes);
}

/** The H.264 level the encoder chose for a rung, read through its playlist (the init segment alone has none). */
async function levelOf(dir: string, signal: AbortSignal): Promise<number> {
  const probe = await runTool(
    "ffprobe",
    [
      ...["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=level", "-of", "csv=p=0"],
      path.join(dir, "index.m3u8"),
    ],
    { signal },
  );
  const level = Number(probe.stdout.trim().split(/\s+/)[0]);
  if (!Number.isInteger(level) || level <= 0) throw new Error(`no H.264 level in ${dir}: ${probe.stderr}`);
  return level;
}

async function filesUnder(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(dir, entry.name), base)
        : [path.relative(base, path.join(dir, entry.name))],
    ),
  );
  return nested.flat().sort();
}

/**
 * Packages `input` into the empty folder `out`. `progress` hears 0 to 1: the picture is most of the
 * work (80 %), the audio tracks and previews the rest.
 */
export async function packageTitle(
  input: PackageInput,
  out: string,
  signal: AbortSignal,
  progress: (fraction: number) => void = () => undefined,
): Promise<Packaged> {
  const { durationSec } = input.video.facts;
  const rungs = ladderFor(input.video.facts.video);
  const share = (from: number, width: number): Run => ({
    signal,
    progress: (fraction) => progress(from + fraction * width),
  });
  await encodeVideo(input, out, rungs, share(0, 0.8));
  const audioShare = 0.15 / Math.max(1, input.audio.length);
  for (const [i, track] of input.audio.entries())
    await encodeAudio(
      track,
      path.join(out, "audio", String(i)),
      durationSec,
      share(0.8 + i * audioShare, audioShare),
    );

  const sprite = ["-vf", storyboardFilter(durationSec), "-frames:v", "1", "-q:v", "5"];
  await ffmpeg(
    ["-i", input.video.file, "-map", "0:v:0", ...sprite, path.join(out, "storyboard.jpg")],
    durationSec,
    share(0.95, 0.02),
  );
  await writeFile(path.join(out, "storyboard.vtt"), storyboardVtt(durationSec, "storyboard.jpg"));
  const frames = await candidateFrames(input.video.file, out, durationSec, share(0.97, 0.02));

  const subtitles: Packaged["subtitles"] = [];
  for (const track of input.subtitles) {
    const read = readSubtitles(await readFile(track.file));
    if (!read) continue; // checked when it arrived; a file that no longer reads is left out
    const name = `subs.${track.lang}.vtt`;
    await writeFile(path.join(out, name), read.vtt);
    subtitles.push({ lang: track.lang, path: name });
  }

  const variants: VideoVariant[] = await Promise.all(
    rungs.map(async (rung) => {
      const dir = path.join(out, rung.name);
      return {
        uri: `${rung.name}/index.m3u8`,
        width: rung.width,
        height: rung.height,
        frameRate: rung.frameRate,
        codec: avcHigh(await levelOf(dir, signal)),
        bandwidth: await measured(dir),
      };
    }),
  );
  const renditions: AudioRendition[] = await Promise.all(
    input.audio.map(async (track, i) => ({
      uri: `audio/${i}/index.m3u8`,
      language: track.language,
      name: track.name,
      default: track.default,
      bandwidth: await measured(path.join(out, "audio", String(i))),
    })),
  );
  await writeFile(path.join(out, "master.m3u8"), masterPlaylist(variants, renditions));
  progress(1);
  return {
    master: "master.m3u8",
    storyboard: "storyboard.vtt",
    frames,
    subtitles,
    rungs,
    files: await filesUnder(out),
  };
}
