/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { DRAIN, DRAIN_CACHE, drainProcess, gracefulShutdown } from "./graceful-shutdown.mjs";

/** A server whose /slow answers only when told, and a record of what happened, in order. */
async function serve() {
  const events: string[] = [];
  const release: Array<() => void> = [];
  const server = http.createServer((request, response) => {
    if (request.url === "/slow") {
      release.push(() => response.end("done"));
      return;
    }
    response.end("fast");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const get = (path: string, agent?: http.Agent) =>
    new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, agent }, (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
          );
        })
        .on("error", reject);
    });
  const until = async (check: () => boolean) => {
    while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { server, events, release, get, until };
}

const quiet = { info: () => undefined, warn: () => undefined };

/** The shutdown of `server`, writing what it does into `events`; bounds as given. */
const shutdownOf = (
  server: http.Server,
  events: string[],
  bounds: { graceMs?: number; drainMs?: number; drain?: () => Promise<void> } = {},
) =>
  gracefulShutdown(server, {
    graceMs: 5_000,
    drainMs: 1_000,
    drain: async () => void events.push("drained"),
    exit: (code) => void events.push(`exit ${code}`),
    log: quiet,
    ...bounds,
  });

describe("a graceful shutdown", () => {
  it("refuses new connections, finishes the request in flight, then drains and exits 0", async () => {
    const { server, events, release, get, until } = await serve();
    const shutdown = shutdownOf(server, events);
    const inFlight = get("/slow").then((answer) => {
      events.push("answered");
      return answer;
    });
    await until(() => release.length === 1);
    const stopping = shutdown("SIGTERM");
    await expect(get("/fast")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(events).toEqual([]);
    release[0]!();
    expect(await inFlight).toMatchObject({ status: 200, body: "done" });
    await stopping;
    expect(events).toEqual(["answered", "drained", "exit 0"]);
  });

  it("answers a busy keep-alive connection's next request with Connection: close", async () => {
    const { server, release, get, until } = await serve();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const shutdown = shutdownOf(server, []);
    const first = get("/slow", agent);
    await until(() => release.length === 1);
    const second = get("/fast", agent); // queued on the same connection
    const stopping = shutdown("SIGTERM");
    release[0]!();
    await first;
    expect(await second).toMatchObject({ status: 200, body: "fast", connection: "close" });
    await stopping;
    agent.destroy();
  });

  it("leaves an idle keep-alive connection open, so a request sent on it meanwhile is answered, not reset", async () => {
    const { server, get } = await serve();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const shutdown = shutdownOf(server, []);
    expect(await get("/fast", agent)).toMatchObject({ status: 200, connection: "keep-alive" });
    const stopping = shutdown("SIGTERM"); // the connection is idle now, as a balancer's often is
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await get("/fast", agent)).toMatchObject({ status: 200, body: "fast", connection: "close" });
    await stopping;
    agent.destroy();
  });

  it("cuts what is still open after the grace, and exits 1", async () => {
    const { server, events, release, get, until } = await serve();
    const shutdown = shutdownOf(server, events, { graceMs: 200 });
    const hung = get("/slow").catch((error: NodeJS.ErrnoException) => error.code);
    await until(() => release.length === 1);
    const started = Date.now();
    await shutdown("SIGTERM");
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(await hung).toBe("ECONNRESET");
    expect(events).toEqual(["drained", "exit 1"]);
  });

  it("does not wait for ever on a drain that hangs, and runs once however often it is told", async () => {
    const { server, events } = await serve();
    const shutdown = shutdownOf(server, events, {
      graceMs: 1_000,
      drainMs: 100,
      drain: () => new Promise(() => undefined),
    });
    await Promise.all([shutdown("SIGTERM"), shutdown("SIGINT")]);
    expect(events).toEqual(["exit 1"]);
  });

  it("drains the backend first, then the page cache's Redis clients, each only if it was made", async () => {
    const events: string[] = [];
    const globals = globalThis as { [DRAIN]?: () => Promise<void>; [DRAIN_CACHE]?: () => Promise<void> };
    const saved = [globals[DRAIN], globals[DRAIN_CACHE]] as const;
    try {
      delete globals[DRAIN];
      delete globals[DRAIN_CACHE];
      await expect(drainProcess()).resolves.toBeUndefined();
      globals[DRAIN] = async () => void events.push("backend");
      globals[DRAIN_CACHE] = async () => void events.push("page cache");
      await drainProcess();
      expect(events).toEqual(["backend", "page cache"]);
    } finally {
      [globals[DRAIN], globals[DRAIN_CACHE]] = saved;
    }
  });
});
