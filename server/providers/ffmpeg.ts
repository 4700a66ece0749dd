/**
 * ffmpeg and ffprobe, Debian's (issue #37): run below the site's priority, stopped by a job's signal
 * or a time limit, their output collected. Nothing here knows about titles; the ingest module does.
 */
import { spawn } from "node:child_process";

export type ToolRun = { code: number | null; stdout: string; stderr: string };

/** The Debian package each tool comes in. */
const PACKAGE = { ffprobe: "ffmpeg", ffmpeg: "ffmpeg", fpcalc: "libchromaprint-tools" } as const;

/** Niceness of media tools: below the site and its workers' own bookkeeping. */
export const MEDIA_NICENESS = 10;

/** The most of a tool's output kept (ffprobe's JSON for a long film is well under it). */
const OUTPUT_MAX = 8 * 1024 * 1024;

/**
 * Runs `tool` with `args` under `nice`, and gives its exit code and output (`onOutput` hears its
 * standard output as it comes: ffmpeg's -progress lines). Rejects when it cannot be
 * started (not installed), is aborted by `signal`, or runs past `timeoutMs`.
 */
export function runTool(
  tool: "ffprobe" | "ffmpeg" | "fpcalc",
  args: readonly string[],
  {
    signal,
    timeoutMs = 60_000,
    onOutput,
  }: { signal?: AbortSignal; timeoutMs?: number; onOutput?: (chunk: string) => void } = {},
): Promise<ToolRun> {
  // A job stopped before this tool started never starts it.
  if (signal?.aborted)
    return Promise.reject(signal.reason instanceof Error ? signal.reason : new Error(`${tool} was stopped.`));
  return new Promise((resolve, reject) => {
    const child = spawn("nice", ["-n", String(MEDIA_NICENESS), tool, ...args], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      onOutput?.(chunk.toString());
      if (stdout.length < OUTPUT_MAX) stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < OUTPUT_MAX) stderr += chunk.toString();
    });
    const stop = (reason: Error) => {
      child.kill("SIGKILL");
      reject(reason);
    };
    const timer = setTimeout(() => stop(new Error(`${tool} ran past ${timeoutMs} ms.`)), timeoutMs);
    const onAbort = () =>
      stop(signal?.reason instanceof Error ? signal.reason : new Error(`${tool} was stopped.`));
    signal?.addEventListener("abort", onAbort, { once: true });
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      // `nice` answers 127 when the tool itself is missing.
      if (code === 127)
        reject(new Error(`${tool} is not installed (Debian: apt-get install ${PACKAGE[tool]}).`));
      else resolve({ code, stdout, stderr });
    });
  });
}
