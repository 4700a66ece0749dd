/** @jest-environment node */
/**
 * Who holds an embedded database's directory (pglite-holder.ts): one process at a time, a tool
 * waited for, a server's consistent copy handed over a socket nobody else may open.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import {
  canHold,
  consistentDump,
  DataDirHeld,
  dumpFromHolder,
  holderOf,
  holdDataDir,
  socketPathFor,
  type Hold,
} from "./pglite-holder";

jest.setTimeout(60_000);

let root: string;
let dir: string;
const holds: Hold[] = [];
const hold = async (...args: Parameters<typeof holdDataDir>) => {
  const taken = await holdDataDir(...args);
  holds.push(taken);
  return taken;
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "cineva-hold-"));
  dir = path.join(root, "pglite");
});
afterEach(async () => {
  for (const taken of holds.splice(0)) await taken.release();
  rmSync(root, { recursive: true, force: true });
});

/** Sends raw bytes to the socket and returns what comes back. */
function rawExchange(request: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPathFor(dir), () => socket.end(request));
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")));
    socket.on("close", () => resolve(answer));
    socket.on("error", () => undefined);
  });
}

describe("holding a data directory", () => {
  it("puts a socket beside it that only its owner may open, and removes it when released", async () => {
    const taken = await holdDataDir(dir, { role: "server" });
    const socket = statSync(socketPathFor(dir));
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);
    await expect(holderOf(dir)).resolves.toEqual({ role: "server", pid: process.pid });
    await taken.release();
    expect(existsSync(socketPathFor(dir))).toBe(false);
    await expect(holderOf(dir)).resolves.toBeNull();
  });

  it("stops a tool while a server holds it, so the tool asks the server instead", async () => {
    await hold(dir, { role: "server" });
    const refused = holdDataDir(dir, { role: "tool" });
    await expect(refused).rejects.toBeInstanceOf(DataDirHeld);
    await expect(refused).rejects.toMatchObject({ holder: { role: "server", pid: process.pid } });
  });

  it("makes a server wait for a tool (a backup, a restore) to finish", async () => {
    const tool = await holdDataDir(dir, { role: "tool" });
    let held = false;
    const server = hold(dir, { role: "server", waitMs: 10_000 }).then(() => (held = true));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(held).toBe(false);
    await tool.release();
    await server;
    await expect(holderOf(dir)).resolves.toMatchObject({ role: "server" });
  });

  it("gives up waiting for a tool after waitMs", async () => {
    await hold(dir, { role: "tool" });
    await expect(holdDataDir(dir, { role: "tool", waitMs: 300 })).rejects.toMatchObject({
      holder: { role: "tool" },
    });
  });

  it("lets a second server through with a warning, as before (a build's page workers each open it)", async () => {
    await hold(dir, { role: "server" });
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const second = await holdDataDir(dir, { role: "server" });
      await second.release(); // releases nothing: the first server still holds it
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("two processes must not share it"));
      await expect(holderOf(dir)).resolves.toMatchObject({ role: "server" });
    } finally {
      warn.mockRestore();
    }
  });

  it("takes over a socket left by a process that died", async () => {
    const socketPath = socketPathFor(dir);
    const died = spawnSync(
      process.execPath,
      [
        "-e",
        `require("net").createServer().listen(${JSON.stringify(socketPath)}, () => process.kill(process.pid, "SIGKILL"))`,
      ],
      { timeout: 10_000 },
    );
    expect(died.signal).toBe("SIGKILL");
    expect(existsSync(socketPath)).toBe(true);
    await hold(dir, { role: "tool" });
    await expect(holderOf(dir)).resolves.toEqual({ role: "tool", pid: process.pid });
  });

  it("refuses a tool, and warns a server, where the path is too long for a socket", async () => {
    const deep = path.join(root, "d".repeat(120), "pglite");
    expect(canHold(deep)).toBe(false);
    await expect(holdDataDir(deep, { role: "tool" })).rejects.toThrow(/too long for a Unix socket/);
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      await (await holdDataDir(deep, { role: "server" })).release();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("npm run backup cannot reach this server"));
    } finally {
      warn.mockRestore();
    }
  });

  it("answers nothing but its own commands, and drops a request that is too long", async () => {
    await hold(dir, { role: "tool" });
    expect(JSON.parse(await rawExchange('{"command":"dump"}\n'))).toEqual({
      ok: false,
      error: "a tool that makes no copies",
    });
    expect(JSON.parse(await rawExchange("DROP TABLE users\n"))).toEqual({
      ok: false,
      error: "unknown command",
    });
    expect(await rawExchange("x".repeat(5_000))).toBe("");
    await expect(holderOf(dir)).resolves.toMatchObject({ role: "tool" }); // and still serves
  });
});

describe("a server's consistent copy", () => {
  let pg: PGlite;
  beforeEach(async () => {
    pg = new PGlite(dir);
    await pg.exec("create table ledger (delta int not null)");
  });
  afterEach(() => pg.close());

  it("waits for a transaction under way and holds all of it, with a census of exactly what it holds", async () => {
    await hold(dir, { role: "server", dump: () => consistentDump(pg) });
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const transaction = pg.transaction(async (tx) => {
      await tx.query("insert into ledger values (100)");
      await finished; // a transaction still open when the copy is asked for
      await tx.query("insert into ledger values (-40)");
    });
    const copy = dumpFromHolder(dir);
    await new Promise((resolve) => setTimeout(resolve, 300));
    finish();
    await transaction;
    const { census, bytes } = await copy;
    expect(census.counts).toEqual({ ledger: 2 });

    const restored = new PGlite({
      loadDataDir: new Blob([new Uint8Array(bytes)], { type: "application/x-gzip" }),
    });
    try {
      expect(
        (await restored.query("select count(*)::int as n, sum(delta)::int as total from ledger")).rows,
      ).toEqual([{ n: 2, total: 60 }]);
    } finally {
      await restored.close();
    }
  });
});
