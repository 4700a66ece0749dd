/** @jest-environment node */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { jobsPlace } from "./jobs";
import { JOBS } from "./modules";
import { openQueue } from "./providers/queue";
import { createTestContext } from "./test-harness";

describe("where jobs run", () => {
  it("in the site on the embedded database, whatever CINEVA_JOBS says", () => {
    expect(jobsPlace("pglite", {})).toEqual({ place: "site" });
    expect(jobsPlace("pglite", { CINEVA_JOBS: "workers" })).toEqual({
      place: "site",
      warning: expect.stringContaining("needs PostgreSQL"),
    });
  });
  it("in the site on PostgreSQL, unless CINEVA_JOBS=workers leaves them to npm run worker", () => {
    expect(jobsPlace("postgres", {})).toEqual({ place: "site" });
    expect(jobsPlace("postgres", { CINEVA_JOBS: "workers" })).toEqual({ place: "workers" });
  });
});

const WORKER = ["--import", "tsx", "server/cli/worker.ts"];

test("npm run worker without PostgreSQL says what it needs", async () => {
  const { DATABASE_URL: _, ...env } = process.env;
  const child = spawn(process.execPath, WORKER, { env, stdio: ["ignore", "ignore", "pipe"] });
  let said = "";
  child.stderr.on("data", (chunk: Buffer) => (said += chunk.toString()));
  const code = await new Promise((resolve) => child.once("exit", resolve));
  expect(code).toBe(2);
  expect(said).toContain("npm run worker needs DATABASE_URL");
}, 30_000);

const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

onPostgres(
  "npm run worker runs the site's jobs below the site's priority, and stops on SIGTERM",
  async () => {
    const ctx = await createTestContext();
    const sender = await openQueue(
      ctx.handle,
      JOBS,
      { ...ctx.jobDeps(), now: () => new Date() },
      { work: false },
    );
    const child = spawn(process.execPath, WORKER, {
      env: { ...process.env, DATABASE_URL: ctx.databaseUrl! },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      await new Promise<void>((resolve) =>
        child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("Cineva worker") && resolve()),
      );
      // /proc/<pid>/stat's 19th field is the process's niceness.
      const stat = readFileSync(`/proc/${child.pid}/stat`, "utf8");
      expect(Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16])).toBe(10);

      const id = await sender.send("metrics.prune-search-misses", {});
      let job = await sender.job("metrics.prune-search-misses", id);
      for (let i = 0; i < 100 && job?.state !== "completed"; i++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        job = await sender.job("metrics.prune-search-misses", id);
      }
      expect(job?.state).toBe("completed");
      expect(job?.output).toEqual({ deleted: 0 });

      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      child.kill("SIGKILL");
      await sender.stop();
      await ctx.close();
    }
  },
  60_000,
);
