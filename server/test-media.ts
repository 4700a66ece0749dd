/**
 * Small generated sources for the ingest tests (issue #37): seconds of ffmpeg's test pattern and
 * tones, so a test never needs a real film and the whole suite stays quick.
 */
import { runTool } from "./providers/ffmpeg";

/** Makes `file` with ffmpeg from lavfi sources: `inputs` are its -f lavfi inputs, `output` its options. */
export async function makeSource(file: string, inputs: string[], output: string[]): Promise<string> {
  const args = [
    "-v",
    "error",
    "-y",
    ...inputs.flatMap((input) => ["-f", "lavfi", "-i", input]),
    ...output,
    file,
  ];
  const run = await runTool("ffmpeg", args, { timeoutMs: 60_000 });
  if (run.code !== 0) throw new Error(`ffmpeg could not make ${file}: ${run.stderr}`);
  return file;
}

/** A picture of the test pattern, `seconds` long, at `size` ("1280x720") and `rate` frames a second. */
export const picture = (seconds: number, size = "320x180", rate = 25) =>
  `testsrc2=size=${size}:rate=${rate}:duration=${seconds}`;

/** A tone, `seconds` long, at `sampleRate`. */
export const tone = (seconds: number, sampleRate = 48_000, hz = 440) =>
  `sine=frequency=${hz}:sample_rate=${sampleRate}:duration=${seconds}`;

/** H.264 and AAC in MP4, quick to encode. */
export const H264_AAC = [
  "-c:v",
  "libx264",
  "-preset",
  "ultrafast",
  "-pix_fmt",
  "yuv420p",
  "-c:a",
  "aac",
  "-shortest",
];
