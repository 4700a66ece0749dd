/**
 * Who holds an embedded database's directory, and a consistent copy of it while the site runs.
 *
 * Only one process may open a PGlite directory, and only that process can copy it consistently
 * (`dumpDataDir`). So whoever opens one listens on a Unix socket beside it (`<dir>.sock`, mode 0600):
 * the socket says the directory is taken, by whom (a server, or a tool such as `npm run backup`), and
 * a server hands `npm run backup` its copy through it. Nothing is reachable over the network: the
 * socket is a file, and only the directory's owner (or root) may connect to it, the same people who
 * could read the database's files anyway (docs/security.md "Backups").
 */
import { chmod, mkdir, unlink } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { takeCensus } from "./backup-census";
import type { Census } from "./backup-manifest";

export type HolderRole = "server" | "tool";
export type Holder = { role: HolderRole; pid: number };

/** A Unix socket's path must fit in sockaddr_un (108 bytes on Linux, 104 on macOS, with its NUL). */
const MAX_SOCKET_PATH_BYTES = 103;
const REQUEST_LIMIT_BYTES = 1024;
const ANSWER_TIMEOUT_MS = 5_000;
const RETRY_MS = 200;

export class DataDirHeld extends Error {
  constructor(
    readonly dir: string,
    readonly holder: Holder,
  ) {
    super(`${dir} is open in another process (${holder.role}, pid ${holder.pid}).`);
  }
}

export const socketPathFor = (dir: string) => `${path.resolve(dir)}.sock`;

/** Whether the socket of `dir` fits the system's limit; where it does not, nobody can hold or ask. */
export const canHold = (dir: string) => Buffer.byteLength(socketPathFor(dir)) <= MAX_SOCKET_PATH_BYTES;

/** A copy of a data directory (PGlite's gzipped tarball) and the census of what it holds. */
export type Dump = { bytes: Buffer; census: Census };

/**
 * The whole, consistent data directory of an open database: taken inside a transaction of our own,
 * which waits for the transactions under way to end and keeps new ones out (PGlite runs one at a
 * time), so the census counts exactly the rows copied; after a CHECKPOINT, so the copy needs no
 * recovery when it is opened.
 */
export async function consistentDump(pg: PGlite): Promise<Dump> {
  return pg.transaction(async (tx) => {
    const census = await takeCensus(async (text) => (await tx.query<Record<string, unknown>>(text)).rows);
    await tx.exec("CHECKPOINT");
    const file = await pg.dumpDataDir("gzip");
    return { census, bytes: Buffer.from(await file.arrayBuffer()) };
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one request line and reads the answer: its first line as JSON, and any bytes after it. */
function ask(
  socketPath: string,
  request: object,
  timeoutMs: number,
): Promise<{ answer: Record<string, unknown>; rest: Buffer } | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`No answer on ${socketPath}.`)));
    socket.on("connect", () => socket.end(`${JSON.stringify(request)}\n`));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      // Nobody listens: the socket is left from a process that ended without closing it.
      error.code === "ECONNREFUSED" || error.code === "ENOENT" ? resolve(null) : reject(error),
    );
    socket.on("end", () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      try {
        const answer = JSON.parse(all.subarray(0, newline).toString("utf8")) as Record<string, unknown>;
        resolve({ answer, rest: all.subarray(newline + 1) });
      } catch {
        reject(new Error(`Unreadable answer on ${socketPath}.`));
      }
    });
  });
}

/** Who holds `dir` now, or null when nobody does. */
export async function holderOf(dir: string): Promise<Holder | null> {
  const reply = await ask(socketPathFor(dir), { command: "hello" }, ANSWER_TIMEOUT_MS);
  if (!reply) return null;
  return { role: reply.answer.role === "server" ? "server" : "tool", pid: Number(reply.answer.pid) };
}

/** A consistent copy of `dir` from the server that holds it (see consistentDump). */
export async function dumpFromHolder(dir: string, timeoutMs = 10 * 60_000): Promise<Dump> {
  const reply = await ask(socketPathFor(dir), { command: "dump" }, timeoutMs);
  if (!reply)
    throw new Error(`The server that held ${dir} stopped before it answered; run the backup again.`);
  if (reply.answer.ok !== true)
    throw new Error(`The holder of ${dir} refused: ${String(reply.answer.error)}`);
  return { census: reply.answer.census as Census, bytes: reply.rest };
}

function serve(role: HolderRole, dump: (() => Promise<Dump>) | null) {
  // Half-open: the caller ends its side after the request, and the answer still goes back.
  return net.createServer({ allowHalfOpen: true }, (socket) => {
    let received = "";
    socket.on("error", () => undefined); // a caller that went away is no fault of the server's
    socket.setTimeout(ANSWER_TIMEOUT_MS, () => socket.destroy());
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("utf8");
      if (received.length > REQUEST_LIMIT_BYTES) socket.destroy();
    });
    socket.on("end", () => {
      socket.setTimeout(0);
      let command: unknown;
      try {
        command = (JSON.parse(received) as { command?: unknown }).command;
      } catch {
        command = null;
      }
      const reply = (answer: object, bytes: Buffer = Buffer.alloc(0)) => {
        socket.write(`${JSON.stringify(answer)}\n`);
        socket.end(bytes);
      };
      if (command === "hello") return reply({ ok: true, role, pid: process.pid });
      if (command !== "dump") return reply({ ok: false, error: "unknown command" });
      if (!dump) return reply({ ok: false, error: `a ${role} that makes no copies` });
      dump().then(
        ({ census, bytes }) => reply({ ok: true, census }, bytes),
        (error: unknown) =>
          reply({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
    });
  });
}

/** Listens on the socket with nobody else able to connect, from the moment it exists. */
async function listenPrivately(server: net.Server, socketPath: string): Promise<void> {
  let previousMask: number | undefined;
  try {
    previousMask = process.umask(0o177);
  } catch {
    // worker threads may not change the umask: the chmod below still closes it
  }
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } finally {
    if (previousMask !== undefined) process.umask(previousMask);
  }
  await chmod(socketPath, 0o600);
}

export type Hold = { release: () => Promise<void> };
const NOTHING_HELD: Hold = { release: async () => undefined };

/**
 * Takes `dir` for this process until `release()`. A tool holding it is waited for (up to `waitMs`);
 * a server holding it stops a tool (DataDirHeld: ask that server instead), while a second server is
 * let through with a warning, as before there was a socket (a build's page workers each open it). A
 * socket left by a process that died is removed. Where the path is too long for a socket, nothing
 * is held: a server says so, and a tool is refused.
 */
export async function holdDataDir(
  dir: string,
  {
    role,
    dump = null,
    waitMs = 30_000,
  }: { role: HolderRole; dump?: (() => Promise<Dump>) | null; waitMs?: number },
): Promise<Hold> {
  const socketPath = socketPathFor(dir);
  if (!canHold(dir)) {
    const why = `${socketPath} is too long for a Unix socket (at most ${MAX_SOCKET_PATH_BYTES} bytes)`;
    if (role === "tool") throw new Error(`${why}: move the data directory to a shorter path.`);
    console.warn(`Cineva: ${why}; npm run backup cannot reach this server.`);
    return NOTHING_HELD;
  }
  await mkdir(path.dirname(socketPath), { recursive: true });
  const deadline = Date.now() + waitMs;
  for (;;) {
    const server = serve(role, dump);
    try {
      await listenPrivately(server, socketPath);
      server.unref(); // holding the directory never keeps the process alive by itself
      return { release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    }
    const holder = await holderOf(dir);
    if (!holder) {
      await unlink(socketPath).catch(() => undefined);
      continue;
    }
    if (holder.role === "server" && role === "tool") throw new DataDirHeld(dir, holder);
    if (holder.role === "server") {
      console.warn(
        `Cineva: ${dir} is already open in process ${holder.pid}; two processes must not share it.`,
      );
      return NOTHING_HELD;
    }
    if (Date.now() > deadline) throw new DataDirHeld(dir, holder);
    await pause(RETRY_MS);
  }
}
