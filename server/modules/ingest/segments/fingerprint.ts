/**
 * A title's audio fingerprint (issue #37), by chromaprint's `fpcalc` (Debian's libchromaprint-tools):
 * one 32-bit word per ITEM_SEC (match.ts) of the first `seconds` of its first audio stream.
 */
import { runTool } from "../../../providers/ffmpeg";

/** The raw fingerprint of the first `seconds` of `file`'s audio (0: all of it). */
export async function fingerprintOf(file: string, seconds: number, signal?: AbortSignal): Promise<number[]> {
  const run = await runTool("fpcalc", ["-raw", "-json", "-length", String(Math.ceil(seconds)), file], {
    signal,
    timeoutMs: 10 * 60_000,
  });
  // fpcalc 1.5.1 on FFmpeg 5 takes the end of an AAC stream for an error (exit 3) after printing the
  // whole fingerprint: that one is complete.
  const endOfFile = run.code === 3 && run.stderr.includes("End of file");
  if (run.code !== 0 && !endOfFile)
    throw new Error(`fpcalc could not read ${file}: ${run.stderr.slice(-500)}`);
  const words: unknown = (JSON.parse(run.stdout || "{}") as { fingerprint?: unknown }).fingerprint;
  if (!Array.isArray(words) || !words.every((word) => Number.isInteger(word)))
    throw new Error(`fpcalc gave no fingerprint for ${file}`);
  return words as number[];
}
