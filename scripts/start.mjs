// `npm start`: `next start`, as the demo unless told otherwise. The sandbox is on (CINEVA_SANDBOX=1)
// unless CINEVA_SANDBOX=0, and then the server listens on this machine only (127.0.0.1) unless
// CINEVA_HOST names another address; instrumentation.ts refuses a sandbox strangers could reach
// (server/sandbox-start.ts). Next runs in this very process, so signals reach it unchanged.
import http from "node:http";
import { createRequire } from "node:module";

const env = process.env;
env.CINEVA_SANDBOX ||= "1";
env.CINEVA_HOST ||= env.CINEVA_SANDBOX === "0" ? "0.0.0.0" : "127.0.0.1";

if (env.CINEVA_HOST !== "0.0.0.0" && env.CINEVA_HOST !== "::") {
  // The address goes to the server's listen() rather than to `next start -H`: -H also becomes the
  // origin Next compares proxy.ts's rewrites with, which then count as another site's and are
  // proxied back over the network (and fail behind an https proxy).
  const listen = http.Server.prototype.listen;
  http.Server.prototype.listen = function listenOnHost(port, host, ...rest) {
    const onAll = typeof port === "number" && (host === undefined || typeof host === "function");
    return onAll
      ? listen.call(this, port, env.CINEVA_HOST, host, ...rest)
      : listen.call(this, port, host, ...rest);
  };
  console.info(`Cineva: listening on ${env.CINEVA_HOST} only (CINEVA_HOST), whatever "Network" says below`);
}

const next = createRequire(import.meta.url).resolve("next/dist/bin/next");
process.argv = [process.argv[0], next, "start", ...process.argv.slice(2)];
await import(next);
