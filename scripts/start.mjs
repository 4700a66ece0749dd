// @ts-check
// `npm start`: `next start`, as the demo unless told otherwise. The sandbox is on (CINEVA_SANDBOX=1)
// unless CINEVA_SANDBOX=0, and then the server listens on this machine only (127.0.0.1) unless
// CINEVA_HOST names another address; instrumentation.ts refuses a sandbox strangers could reach
// (server/sandbox-start.ts). Next runs in this very process, so signals reach it unchanged, and on
// SIGTERM or SIGINT the replica stops gracefully (runtime/graceful-shutdown.mjs).
import http from "node:http";
import { createRequire } from "node:module";
import { drainProcess, gracefulShutdown } from "../runtime/graceful-shutdown.mjs";

const env = process.env;
env.CINEVA_SANDBOX ||= "1";
env.CINEVA_HOST ||= env.CINEVA_SANDBOX === "0" ? "0.0.0.0" : "127.0.0.1";
// Ours instead of Next's, which waits for requests without a bound and closes none of our connections.
env.NEXT_MANUAL_SIG_HANDLE = "1";
const GRACE_MS = Number(env.CINEVA_SHUTDOWN_GRACE_MS) || 20_000;

const listenOnAll = env.CINEVA_HOST === "0.0.0.0" || env.CINEVA_HOST === "::";
// listen()'s overloads, as one signature this wrapper can pass its arguments on to.
const listen = /** @type {(this: http.Server, ...args: unknown[]) => http.Server} */ (
  http.Server.prototype.listen
);
let stopsGracefully = false;
http.Server.prototype.listen = /** @type {typeof http.Server.prototype.listen} */ (
  /** @this {http.Server} @param {unknown} port @param {unknown} host @param {unknown[]} rest */
  function listenAndStopGracefully(port, host, ...rest) {
    if (stopsGracefully || typeof port !== "number") return listen.call(this, port, host, ...rest);
    stopsGracefully = true;
    const shutdown = gracefulShutdown(this, {
      graceMs: GRACE_MS,
      drainMs: 10_000,
      drain: drainProcess,
      exit: (code) => process.exit(code),
    });
    process.once("SIGTERM", () => void shutdown("SIGTERM"));
    process.once("SIGINT", () => void shutdown("SIGINT"));
    // The address goes to the server's listen() rather than to `next start -H`: -H also becomes the
    // origin Next compares proxy.ts's rewrites with, which then count as another site's and are
    // proxied back over the network (and fail behind an https proxy).
    const onAll = host === undefined || typeof host === "function";
    if (!onAll || listenOnAll) return listen.call(this, port, host, ...rest);
    console.info(`Cineva: listening on ${env.CINEVA_HOST} only (CINEVA_HOST), whatever "Network" says below`);
    return listen.call(this, port, env.CINEVA_HOST, host, ...rest);
  }
);

const next = createRequire(import.meta.url).resolve("next/dist/bin/next");
process.argv = [process.argv[0] ?? process.execPath, next, "start", ...process.argv.slice(2)];
await import(next);
