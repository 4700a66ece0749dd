import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * `npm start`'s script (scripts/start.mjs) on a port and a data directory of its own, with extra
 * settings: its exit code, its output, and a way to signal and stop it (by the id it was started with).
 */
export function startSite(env: Record<string, string>, port: number, dataDir?: string) {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), "cineva-site-"));
  const child = spawn(process.execPath, ["scripts/start.mjs", "-p", String(port)], {
    env: { ...process.env, CINEVA_DATA_DIR: dir, CINEVA_SANDBOX: "", CINEVA_HOST: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    dataDir: dir,
    exited,
    output: () => output,
    signal(name: NodeJS.Signals) {
      if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(child.pid, name);
    },
    /** Stops it if it still runs, and removes its data unless told to keep them. */
    async stop({ keepData = false } = {}) {
      this.signal("SIGTERM");
      await exited;
      if (!keepData) rmSync(dir, { recursive: true, force: true });
    },
  };
}
