// @ts-check
// Plain JavaScript: `npm start` (scripts/start.mjs) loads it before Next, which it runs in-process.
import net from "node:net";
/** @import { Server } from "node:http" */

/**
 * What a replica does when told to stop (SIGTERM from a deploy, Ctrl+C), in order:
 * 1. stops accepting connections (a balancer's next connection goes to another replica) and answers
 *    what still comes on open keep-alive connections with `Connection: close`;
 * 2. lets the requests in flight finish — a payment notification, a ledger transaction — for at most
 *    `graceMs`, then cuts what is left (a transaction cut mid-way is rolled back whole by the database);
 * 3. runs `drain` (server/main.ts: work scheduled after responses, then the database and Redis
 *    connections closed), for at most `drainMs`;
 * 4. exits: 0 when everything finished in time, 1 otherwise.
 * Next's own handler would wait for requests without a bound and close none of our connections.
 * @param {Server} server
 * @param {{
 *   graceMs: number,
 *   drainMs: number,
 *   drain: () => Promise<void>,
 *   exit: (code: number) => void,
 *   log?: Pick<Console, "info" | "warn">,
 * }} options
 * @returns {(signal: string) => Promise<void>}
 */
export function gracefulShutdown(server, { graceMs, drainMs, drain, exit, log = console }) {
  let closing = false;
  // Before the site's own handler, which may answer at once.
  server.prependListener("request", (_request, response) => {
    if (closing) response.setHeader("Connection", "close");
  });
  return async function shutdown(signal) {
    if (closing) return;
    closing = true;
    log.info(`Cineva: ${signal}: finishing requests in flight (at most ${graceMs} ms), then closing`);
    // Stops accepting, but leaves idle keep-alive connections to their clients: closing one just as
    // a request is sent on it would reset that request (a POST a balancer cannot safely resend). A
    // busy one closes after its answer (Connection: close), an idle one when its client or Node's
    // keepAliveTimeout (5 s) closes it; what is left at the grace is cut.
    const stopped = new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve(true)));
    let clean = await settleWithin(stopped, graceMs);
    if (!clean) {
      log.warn(`Cineva: requests still open after ${graceMs} ms were cut`);
      server.closeAllConnections();
    }
    const drained = await settleWithin(
      drain().then(() => true),
      drainMs,
    );
    if (!drained) log.warn(`Cineva: closing connections took longer than ${drainMs} ms`);
    clean = clean && drained;
    exit(clean ? 0 : 1);
  };
}

/**
 * The promise's value, or false once `ms` have passed (or it failed).
 * @param {Promise<boolean>} promise
 * @param {number} ms
 * @returns {Promise<boolean>}
 */
function settleWithin(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([promise.catch(() => false), late]).finally(() => clearTimeout(timer));
}

/** Where the backend (server/main.ts) leaves its drain, for the process's shutdown to call. */
export const DRAIN = Symbol.for("cineva.drain");
/** Where Next's cache handler (runtime/redis-cache-handler.mjs) leaves what closes its Redis clients. */
export const DRAIN_CACHE = Symbol.for("cineva.drain.cache");

/**
 * The backend's drain, then the page cache's Redis clients, each only if it was ever made.
 * @returns {Promise<void>}
 */
export async function drainProcess() {
  const drains = /** @type {Partial<Record<symbol, () => Promise<void>>>} */ (globalThis);
  await drains[DRAIN]?.();
  await drains[DRAIN_CACHE]?.();
}
