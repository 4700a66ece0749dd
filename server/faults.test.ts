/** @jest-environment node */
import { FaultTable } from "./faults";
import { faultsEnabled, loadServerConfig } from "./shared/config";
import { BACKEND_DEADLINE_MS, withDeadline } from "./main";
import { createTestContext, type TestContext } from "./test-harness";

const SECRET = "x".repeat(40);

describe("the fault switch is off unless CINEVA_FAULTS=1", () => {
  it.each([
    [{ NODE_ENV: "production" }, false],
    // `npm start` turns the sandbox on for the public demo: that must not bring the faults with it.
    [{ NODE_ENV: "production", CINEVA_SANDBOX: "1" }, false],
    [{ NODE_ENV: "development" }, false],
    [{ NODE_ENV: "test", CINEVA_SANDBOX: "1" }, false],
    [{ NODE_ENV: "production", CINEVA_FAULTS: "true" }, false],
    [{ NODE_ENV: "production", CINEVA_FAULTS: "0" }, false],
    [{ NODE_ENV: "production", CINEVA_FAULTS: "1" }, true],
    [{ NODE_ENV: "development", CINEVA_FAULTS: "1" }, true],
  ])("%j → %s", (env, expected) => {
    expect(faultsEnabled(env as NodeJS.ProcessEnv)).toBe(expected);
    expect(loadServerConfig(env as NodeJS.ProcessEnv, SECRET).faults).toBe(expected);
  });
});

describe("FaultTable", () => {
  it("matches a path exactly, `*` as a wildcard, the query only when the pattern names one", () => {
    const table = new FaultTable(() => 0);
    table.set({ path: "/movies/12", mode: "down" });
    table.set({ path: "/ratings/movie/7*", mode: "slow", delayMs: 10 });
    table.set({ path: "/search/suggest?q=zz*", mode: "down", method: "get" });
    expect(table.match("GET", "/movies/12", "")?.mode).toBe("down");
    expect(table.match("GET", "/movies/12", "?x=1")?.mode).toBe("down");
    expect(table.match("GET", "/movies/120", "")).toBeUndefined();
    expect(table.match("GET", "/movies/1", "")).toBeUndefined();
    expect(table.match("GET", "/ratings/movie/7", "")?.mode).toBe("slow");
    expect(table.match("GET", "/search/suggest", "?q=zzfault")?.mode).toBe("down");
    expect(table.match("POST", "/search/suggest", "?q=zzfault")).toBeUndefined();
    expect(table.match("GET", "/search/suggest", "?q=other")).toBeUndefined();
  });

  it("treats the path as text, not a regular expression", () => {
    const table = new FaultTable(() => 0);
    table.set({ path: "/a.b(c)", mode: "down" });
    expect(table.match("GET", "/a.b(c)", "")).toBeDefined();
    expect(table.match("GET", "/axb(c)", "")).toBeUndefined();
  });

  it("clears one path or all, and forgets a fault when it expires", () => {
    let now = 0;
    const table = new FaultTable(() => now);
    table.set({ path: "/a", mode: "down" });
    table.set({ path: "/b", mode: "down", ttlMs: 1000 });
    table.set({ path: "/c", mode: "down" });
    expect(table.clear("/a")).toBe(1);
    expect(table.match("GET", "/a", "")).toBeUndefined();
    now = 1000;
    expect(table.match("GET", "/b", "")).toBeUndefined();
    expect(table.list().map((f) => f.path)).toEqual(["/c"]);
    expect(table.clear()).toBe(1);
    expect(table.list()).toEqual([]);
  });
});

describe("the switch in the API", () => {
  let off: TestContext;
  let on: TestContext;
  beforeAll(async () => {
    [off, on] = await Promise.all([
      createTestContext({ config: { sandbox: true, faults: false } }),
      createTestContext({ config: { sandbox: false, faults: true } }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([off.close(), on.close()]);
  });

  it("does not exist without CINEVA_FAULTS=1, even in sandbox mode", async () => {
    expect((await off.post("/api/sandbox/faults", { path: "/health", mode: "down" })).status).toBe(404);
    expect((await off.get("/api/sandbox/faults")).status).toBe(404);
    expect((await off.get("/api/genres")).status).toBe(200);
  });

  it("makes one path answer 503 until cleared, leaving the others alone", async () => {
    const set = await on.post("/api/sandbox/faults", { path: "/genres", mode: "down" });
    expect(set.status).toBe(201);
    const down = await on.get("/api/genres", { headers: { "Accept-Language": "vi" } });
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("5");
    expect(await down.json()).toEqual({ message: expect.stringContaining("không khả dụng") });
    expect((await on.get("/api/sections")).status).toBe(200);
    expect((await on.delete("/api/sandbox/faults?path=/genres")).status).toBe(200);
    expect((await on.get("/api/genres")).status).toBe(200);
  });

  it("holds a slow path's answer back, and lets it go when the caller gives up", async () => {
    await on.post("/api/sandbox/faults", { path: "/genres", mode: "slow", delayMs: 300 });
    const started = Date.now();
    expect((await on.get("/api/genres")).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    await on.post("/api/sandbox/faults", { path: "/genres", mode: "slow", delayMs: 60_000 });
    const gone = new AbortController();
    setTimeout(() => gone.abort(), 100);
    const early = Date.now();
    const response = await on.app.request("/api/genres", { signal: gone.signal });
    expect(Date.now() - early).toBeLessThan(5_000);
    expect(response.status).toBe(503);
    await on.delete("/api/sandbox/faults");
  });

  it("refuses a malformed fault with 422", async () => {
    expect((await on.post("/api/sandbox/faults", { path: "movies", mode: "down" })).status).toBe(422);
    expect((await on.post("/api/sandbox/faults", { path: "/movies", mode: "explode" })).status).toBe(422);
    expect((await on.post("/api/sandbox/faults", { path: "/m", mode: "slow", delayMs: 1e9 })).status).toBe(
      422,
    );
  });
});

describe("the backend's deadline for reads", () => {
  const never = (request: Request) =>
    new Promise<Response>((resolve) => {
      request.signal.addEventListener("abort", () => resolve(new Response("late")));
    });

  it("is longer than the site's own API time-out", async () => {
    const { API_TIMEOUT_MS } = await import("@/lib/api/client");
    expect(BACKEND_DEADLINE_MS).toBeGreaterThan(API_TIMEOUT_MS);
  });

  it("answers 504 JSON when a read takes too long, and aborts the work", async () => {
    let aborted = false;
    const response = await withDeadline(
      (request) => {
        request.signal.addEventListener("abort", () => (aborted = true));
        return never(request);
      },
      new Request("http://x/api/movies/1", { headers: { "Accept-Language": "vi" } }),
      50,
    );
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ message: expect.stringContaining("quá chậm") });
    expect(aborted).toBe(true);
  });

  it("passes a timely answer through, and never cuts a write short", async () => {
    const ok = await withDeadline(async () => new Response("ok"), new Request("http://x/api/a"), 50);
    expect(await ok.text()).toBe("ok");
    const write = await withDeadline(
      () => new Promise<Response>((resolve) => setTimeout(() => resolve(new Response("saved")), 120)),
      new Request("http://x/api/a", { method: "POST", body: "{}" }),
      20,
    );
    expect(await write.text()).toBe("saved");
  });

  it("passes the caller's abort on to the backend", async () => {
    const caller = new AbortController();
    const pending = withDeadline(never, new Request("http://x/api/a", { signal: caller.signal }), 10_000);
    caller.abort();
    expect(await (await pending).text()).toBe("late");
  });
});
