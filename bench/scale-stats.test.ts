import { callsOf, checkScale, growth, scaleTable, type ScaleRow } from "./scale-stats";

const doc = {
  paths: {
    "/api/home": { get: {} },
    "/api/movies/{id}": { get: {} },
    "/api/ratings/{kind}/{id}": { get: {} },
    "/api/legal/{slug}": { get: {} },
    "/api/favorites": { get: { security: [{ bearer: [] }] } },
    "/api/login": {},
    "/api/payments/vnpay-ipn": { get: {} },
    "/api/payments/{id}": { get: { security: [{ bearer: [] }] } },
    "/api/sandbox/sms": { get: {} },
    "/images/{path}": { get: {} },
  },
};

const figures = (p95: number, errors = 0) => ({ p50: p95 / 2, p95, requestsPerSecond: 100, errors });

describe("callsOf", () => {
  it("takes every GET under /api/ with its parameters filled, signed in where the operation requires it", () => {
    const calls = callsOf(doc);
    expect(calls).toEqual(
      expect.arrayContaining([
        { path: "/home", signedIn: false },
        { path: "/movies/1", signedIn: false },
        { path: "/ratings/movie/1", signedIn: false },
        { path: "/legal/terms", signedIn: false },
        { path: "/favorites", signedIn: true },
      ]),
    );
    const paths = calls.map((call) => call.path);
    for (const left of ["/login", "/payments/vnpay-ipn", "/payments/1", "/sandbox/sms"])
      expect(paths).not.toContain(left);
    expect(paths.some((path) => path.startsWith("/images"))).toBe(false);
  });

  it("adds the issue's calls whose cost grows with the data, once each", () => {
    const calls = callsOf(doc);
    for (const path of [
      "/search?q=moon",
      "/search/suggest?q=mo",
      "/leaderboard?period=all",
      "/movies?page=100",
    ]) {
      expect(calls.filter((call) => call.path === path)).toHaveLength(1);
    }
    expect(calls.find((call) => call.path === "/leaderboard?period=all")?.signedIn).toBe(true);
  });
});

describe("checkScale", () => {
  it("passes a call within 50 ms at p95 and 3× its demo time, with no error", () => {
    expect(checkScale([{ call: "GET /home", demo: figures(10), scale: figures(29) }])).toEqual([]);
  });

  it("names the call and each budget it misses", () => {
    const rows: ScaleRow[] = [
      { call: "GET /leaderboard?period=all", demo: figures(7), scale: figures(1024) },
      { call: "GET /home", demo: figures(10), scale: figures(20, 2) },
    ];
    expect(checkScale(rows)).toEqual([
      "GET /leaderboard?period=all: p95 1024.0 ms, growth 146.3×",
      "GET /home: 2 error(s)",
    ]);
  });

  it("counts a call that took no time at demo size as infinite growth", () => {
    expect(growth({ call: "x", demo: figures(0), scale: figures(1) })).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("scaleTable", () => {
  it("shows both sizes side by side with the growth", () => {
    const text = scaleTable([{ call: "GET /search?q=moon", demo: figures(12), scale: figures(148) }], {
      scale: { films: 100_000, series: 20_000, viewers: 200_000, points: 2_000_000, ratings: 1_000_000 },
      connections: 20,
      seconds: 3,
      samples: 30,
    });
    expect(text).toContain("+100000 films");
    expect(text).toMatch(/GET \/search\?q=moon.*12\.0.*148\.0.*12\.3×/);
  });
});
