/** @jest-environment node */
import { createApp } from "../app";
import { createTestContext, type TestContext } from "../test-harness";
import { mayReadMetrics, renderMetrics } from "./metrics";

function queriesIn(text: string): number {
  const match = /^cineva_db_queries_total (\d+)$/m.exec(text);
  if (!match) throw new Error(`no query counter in:\n${text}`);
  return Number(match[1]);
}

describe("GET /api/metrics", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("counts the statements a call sends to the database, and none for reading itself", async () => {
    const before = queriesIn(await (await ctx.get("/api/metrics")).text());
    const again = queriesIn(await (await ctx.get("/api/metrics")).text());
    expect(again).toBe(before);
    expect((await ctx.get("/api/health")).status).toBe(200);
    const after = queriesIn(await (await ctx.get("/api/metrics")).text());
    expect(after).toBe(before + 1);
  });

  it("speaks Prometheus' text format and is never cached", async () => {
    const response = await ctx.get("/api/metrics");
    expect(response.headers.get("content-type")).toContain("text/plain; version=0.0.4");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toMatch(/^# TYPE cineva_db_queries_total counter$/m);
    expect(text).toMatch(/^cineva_api_responses_total\{status="2xx"\} \d+$/m);
  });

  it("asks for the token when one is configured", async () => {
    const app = createApp({ ...ctx.deps, config: { ...ctx.deps.config, metricsToken: "scrape-me" } });
    const read = (authorization?: string) =>
      app.request("/api/metrics", { headers: authorization ? { Authorization: authorization } : {} });
    expect((await read()).status).toBe(401);
    expect((await read("Bearer wrong")).status).toBe(401);
    expect((await read("Bearer scrape-me")).status).toBe(200);
  });
});

describe("metrics helpers", () => {
  it("lets anyone read when no token is configured", () => {
    expect(mayReadMetrics(null, undefined)).toBe(true);
    expect(mayReadMetrics("t", "Bearer t")).toBe(true);
    expect(mayReadMetrics("t", "Bearer tt")).toBe(false);
    expect(mayReadMetrics("t", undefined)).toBe(false);
  });

  it("renders counters with uptime in whole seconds", () => {
    const text = renderMetrics({ dbQueries: 7, responses: { "5xx": 1, "2xx": 3 }, startedAt: 0 }, 2_400);
    expect(text).toContain("cineva_db_queries_total 7\n");
    expect(text.indexOf('status="2xx"')).toBeLessThan(text.indexOf('status="5xx"'));
    expect(text).toContain("cineva_uptime_seconds 2\n");
  });
});
