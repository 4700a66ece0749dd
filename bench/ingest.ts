/**
 * How fast the media pipeline is on this machine (issue #37), beside `npm run bench`:
 * - packaging a generated 1080p source (H.264 + AAC, 30 fps): each rung of its ladder encoded alone,
 *   the whole ladder in its one pass, and the whole packaging (ladder, audio rendition, storyboard),
 *   each as a multiple of real time (2.0 × = a minute of film in 30 s);
 * - the peak memory of the process packaging it (node) and of its ffmpeg;
 * - upload throughput on loopback: a file sent by tus-js-client in the studio's 8 MB chunks through
 *   the production server (Next's route, the backend's checks, @tus/server's file store), signed in
 *   as the demo's editor (a sandbox data directory of its own).
 * `npm run bench:ingest [-- --seconds 60 --upload-mb 512 --skip upload]`; needs `npm run build` first
 * for the upload. The figures go to docs/performance.md.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, open, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Secret, TOTP } from "otpauth";
import { Upload } from "tus-js-client";
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from "../server/modules/studio";
import { encoderArgs, ladderFor, packageTitle, probeSource, scaleFilter } from "../server/modules/ingest";
import { runTool } from "../server/providers/ffmpeg";

const { values: options } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    "upload-mb": { type: "string", default: "512" },
    port: { type: "string", default: "3160" },
    skip: { type: "string", default: "" },
  },
});
const SECONDS = Number(options.seconds);
const SKIP = new Set(options.skip.split(",").filter(Boolean));
const ROOT = path.resolve(import.meta.dirname, "..");

const times = (seconds: number, took: number) => `${(seconds / took).toFixed(2)} ×`;
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;

async function ffmpeg(args: string[]) {
  const run = await runTool("ffmpeg", ["-hide_banner", "-v", "error", "-y", ...args], {
    timeoutMs: 3_600_000,
  });
  if (run.code !== 0) throw new Error(run.stderr);
}

/** A 1080p30 source: moving test picture over a tone, encoded quickly (it is the input, not measured). */
async function makeSource(file: string) {
  await ffmpeg([
    ...["-f", "lavfi", "-i", `testsrc2=size=1920x1080:rate=30:duration=${SECONDS}`],
    ...["-f", "lavfi", "-i", `sine=frequency=440:sample_rate=48000:duration=${SECONDS}`],
    ...["-c:v", "libx264", "-preset", "veryfast", "-crf", "20", "-pix_fmt", "yuv420p"],
    ...["-c:a", "aac", "-b:a", "192k", "-shortest", file],
  ]);
}

/** The resident memory of `pid` and of every process below it, in bytes, summed by the name they run. */
async function residentOf(pid: number): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const entries = await readdir("/proc");
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  const rss = new Map<number, number>();
  await Promise.all(
    entries
      .filter((entry) => /^\d+$/.test(entry))
      .map(async (entry) => {
        try {
          const status = await readFile(`/proc/${entry}/status`, "utf8");
          const id = Number(entry);
          parents.set(id, Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0));
          names.set(id, /^Name:\s+(\S+)/m.exec(status)?.[1] ?? "?");
          rss.set(id, Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) * 1024);
        } catch {
          // Gone meanwhile.
        }
      }),
  );
  const below = (id: number): boolean => id === pid || (id > 1 && below(parents.get(id) ?? 0));
  for (const [id, bytes] of rss)
    if (below(id)) {
      const name = id === pid ? "node" : names.get(id)!;
      found.set(name, (found.get(name) ?? 0) + bytes);
    }
  return found;
}

/** Runs `work` while sampling the memory of this process and its tools; gives the peaks by name. */
async function withPeaks<T>(work: () => Promise<T>): Promise<{ result: T; peaks: Map<string, number> }> {
  const peaks = new Map<string, number>();
  let running = true;
  const sampler = (async () => {
    while (running) {
      for (const [name, bytes] of await residentOf(process.pid))
        peaks.set(name, Math.max(peaks.get(name) ?? 0, bytes));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    return { result: await work(), peaks };
  } finally {
    running = false;
    await sampler;
  }
}

async function packaging(dir: string) {
  const source = path.join(dir, "source-1080p.mp4");
  await makeSource(source);
  const verdict = await probeSource(source);
  if (!verdict.ok) throw new Error(verdict.refusal);
  const { facts } = verdict;
  console.log(`source: 1920×1080 30 fps, ${facts.durationSec.toFixed(0)} s, H.264 + AAC`);

  for (const rung of ladderFor(facts.video)) {
    const started = performance.now();
    await ffmpeg([
      ...["-i", source, "-map", "0:v:0", "-vf", scaleFilter(rung), "-an"],
      ...encoderArgs(rung),
      ...["-f", "mp4", path.join(dir, `${rung.name}.mp4`)],
    ]);
    const took = (performance.now() - started) / 1000;
    console.log(
      `rung ${rung.name.padEnd(5)} alone: ${times(facts.durationSec, took)} real time (${took.toFixed(1)} s)`,
    );
  }

  const out = path.join(dir, "packaged");
  await mkdir(out);
  const started = performance.now();
  let pictureDoneAt = 0;
  const { result, peaks } = await withPeaks(() =>
    packageTitle(
      {
        video: { file: source, facts },
        audio: [{ file: source, stream: 1, language: "en", name: "Original", default: true }],
        subtitles: [],
      },
      out,
      new AbortController().signal,
      (fraction) => {
        if (fraction >= 0.8 && !pictureDoneAt) pictureDoneAt = performance.now();
      },
    ),
  );
  const took = (performance.now() - started) / 1000;
  const ladderTook = ((pictureDoneAt || performance.now()) - started) / 1000;
  console.log(
    `ladder ${result.rungs.map((r) => r.name).join(" + ")} in one pass: ${times(facts.durationSec, ladderTook)} real time (${ladderTook.toFixed(1)} s)`,
  );
  console.log(
    `whole packaging (ladder, audio rendition, storyboard): ${times(facts.durationSec, took)} real time (${took.toFixed(1)} s)`,
  );
  console.log(`peak memory: node ${mb(peaks.get("node") ?? 0)}, ffmpeg ${mb(peaks.get("ffmpeg") ?? 0)}`);
}

/** The production server on loopback with a sandbox data directory of its own; stopped by its id. */
async function startServer(port: number, dataDir: string) {
  const child = spawn(process.execPath, ["scripts/start.mjs", "-p", String(port)], {
    cwd: ROOT,
    env: {
      ...process.env,
      CINEVA_DATA_DIR: dataDir,
      CINEVA_SANDBOX: "1",
      CINEVA_DEMO_MEDIA: "0",
      NODE_ENV: "production",
    },
    stdio: "ignore",
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 180; i += 1) {
    if (
      await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, origin };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  process.kill(-child.pid!, "SIGTERM");
  throw new Error("the server did not start");
}

async function editorToken(origin: string) {
  const post = (address: string, body: unknown, token?: string) =>
    fetch(`${origin}/api${address}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const editor = DEMO_STAFF.editor;
  const opened = (await (
    await post("/studio/session", { phone_number: editor.phone, password: DEMO_STAFF_PASSWORD })
  ).json()) as { token: string };
  const code = new TOTP({ secret: Secret.fromBase32(editor.totpSecret) }).generate();
  const given = await post("/studio/session/second-factor", { code }, opened.token);
  if (!given.ok) throw new Error(`second factor: ${given.status}`);
  return opened.token;
}

async function uploading(dir: string) {
  if (!existsSync(path.join(ROOT, ".next", "BUILD_ID"))) throw new Error("run `npm run build` first");
  const bytes = Number(options["upload-mb"]) * 1024 ** 2;
  const file = path.join(dir, "upload.bin");
  const handle = await open(file, "w");
  const block = Buffer.alloc(8 * 1024 ** 2, 7);
  for (let written = 0; written < bytes; written += block.length) await handle.write(block);
  await handle.close();
  const sha256 = createHash("sha256");
  for await (const chunk of createReadStream(file)) sha256.update(chunk as Buffer);

  const dataDir = path.join(dir, "site");
  const { child, origin } = await startServer(Number(options.port), dataDir);
  try {
    const token = await editorToken(origin);
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const upload = new Upload(createReadStream(file), {
        endpoint: `${origin}/api/studio/uploads`,
        uploadSize: bytes,
        chunkSize: 8 * 1024 * 1024,
        headers: { cookie: `cineva-studio=${token}` },
        metadata: {
          filename: "bench.mp4",
          filetype: "video/mp4",
          sha256: sha256.digest("hex"),
          role: "video",
          kind: "movie",
          title_id: "1",
        },
        onError: reject,
        onSuccess: () => resolve(),
      });
      upload.start();
    });
    const took = (performance.now() - started) / 1000;
    console.log(
      `upload on loopback: ${mb(bytes)} in ${took.toFixed(1)} s, ${(bytes / 1024 ** 2 / took).toFixed(0)} MB/s (tus, 8 MB chunks, through the production server)`,
    );
  } finally {
    process.kill(-child.pid!, "SIGTERM");
  }
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), "cineva-bench-ingest-"));
  try {
    if (!SKIP.has("packaging")) await packaging(dir);
    if (!SKIP.has("upload")) await uploading(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
