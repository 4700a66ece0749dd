/**
 * The renditions a title is packaged in (issue #37): a ladder chosen from the source, never above it.
 * Rungs are named by the picture's shorter side, so a phone's vertical 1080×1920 video is "1080p" too,
 * and keep the source's shape (4:3 stays 4:3). Bitrates sit near Apple's HLS authoring guide for
 * H.264 (tn2224 / "HLS authoring specification", 2024): 1080p ≈ 6 Mb/s, 720p ≈ 3 Mb/s, 480p ≈ 1.4
 * Mb/s, 360p ≈ 0.73 Mb/s; a frame rate above 30 takes a third more.
 */
import type { VideoFacts } from "./probe";

/** Seconds per segment; every rendition has a key frame at each multiple, so players switch cleanly. */
export const SEGMENT_SEC = 4;

/** The rungs, largest first: the shorter side and its average bitrate in kb/s at up to 30 frames a second. */
export const LADDER = [
  { name: "1080p", short: 1080, kbps: 6000 },
  { name: "720p", short: 720, kbps: 3000 },
  { name: "480p", short: 480, kbps: 1400 },
  { name: "360p", short: 360, kbps: 730 },
] as const;

/** The highest frame rate packaged; a 120 fps phone video plays at 60. */
const MAX_FRAME_RATE = 60;

export type Rung = {
  name: string;
  width: number;
  height: number;
  /** Average video bitrate, kb/s. */
  kbps: number;
  /** The peak a player must plan for (the encoder's VBV ceiling), kb/s. */
  maxKbps: number;
  frameRate: number;
};

/** Even, as H.264's 4:2:0 needs. */
const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** A constant frame rate for the output: the source's (its average, when it varies), at most 60. */
export function outputFrameRate(video: Pick<VideoFacts, "frameRate">): number {
  const rate = video.frameRate > 0 ? video.frameRate : 25;
  return Math.min(MAX_FRAME_RATE, Math.round(rate * 1000) / 1000);
}

/**
 * The ladder for a source: each rung at or below its shorter side; a source smaller than 360p gets one
 * rung at its own size. Sizes keep the source's shape, rounded to even pixels.
 */
export function ladderFor(video: Pick<VideoFacts, "width" | "height" | "frameRate">): Rung[] {
  const portrait = video.height > video.width;
  const short = Math.min(video.width, video.height);
  const long = Math.max(video.width, video.height);
  const frameRate = outputFrameRate(video);
  const boost = frameRate > 31 ? 4 / 3 : 1;
  const bits = (kbps: number) => {
    const average = Math.round(kbps * boost);
    return { kbps: average, maxKbps: Math.round(average * 1.5), frameRate };
  };
  const rungs = LADDER.filter((rung) => rung.short <= short);
  if (rungs.length === 0) {
    // Smaller than the smallest rung: its own size, rounded down to even pixels, never up.
    const width = Math.max(2, Math.floor(video.width / 2) * 2);
    const height = Math.max(2, Math.floor(video.height / 2) * 2);
    return [{ name: `${Math.min(width, height)}p`, width, height, ...bits(LADDER[LADDER.length - 1]!.kbps) }];
  }
  return rungs.map((rung) => {
    const across = even((long * rung.short) / short);
    return {
      name: rung.name,
      width: portrait ? rung.short : across,
      height: portrait ? across : rung.short,
      ...bits(rung.kbps),
    };
  });
}

/** The filter scaling the picture to a rung (fed from the one decode every rung shares). */
export const scaleFilter = (rung: Rung) => `scale=${rung.width}:${rung.height}:flags=lanczos,format=yuv420p`;

/** ffmpeg's encoder options for a rung: H.264 High, a key frame at every segment boundary and no other. */
export function encoderArgs(rung: Rung): string[] {
  return [
    ...["-c:v", "libx264", "-preset", "veryfast", "-profile:v", "high"],
    ...["-b:v", `${rung.kbps}k`, "-maxrate", `${rung.maxKbps}k`, "-bufsize", `${rung.kbps * 2}k`],
    ...["-fps_mode", "cfr", "-r", String(rung.frameRate)],
    // Key frames at 0, 4, 8… s in every rendition, so a player switches between them at any segment.
    ...["-force_key_frames", `expr:gte(t,n_forced*${SEGMENT_SEC})`, "-sc_threshold", "0"],
  ];
}
