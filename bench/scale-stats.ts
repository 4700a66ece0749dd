/** What `npm run bench:scale` measures and how it reports it: pure, unit-tested (scale-stats.test.ts). */
import type { Scale } from "./scale-load";
import { table } from "./stats";

/** Issue #15's budgets at the default scale. */
export const SCALE_BUDGETS = { maxP95Ms: 50, maxGrowth: 3 } as const;

export type Call = { path: string; signedIn: boolean };
export type CallFigures = { p50: number; p95: number; requestsPerSecond: number; errors: number };
export type ScaleRow = { call: string; demo: CallFigures; scale: CallFigures };

type OpenApi = { paths: Record<string, { get?: { security?: unknown[] } }> };

/** Path parameters filled with the demo's first objects (ids 1 exist in every seeded database). */
const SAMPLE: Record<string, string> = { id: "1", kind: "movie", slug: "terms" };

/**
 * Calls a viewer makes per visit that the page cache cannot answer, or whose cost grows with the data,
 * beside the plain GETs: the issue's table, and the deep page a crawler walks to.
 */
const VARIANTS: Call[] = [
  { path: "/search?q=moon", signedIn: false },
  { path: "/search?q=the%20moon", signedIn: false },
  { path: "/search/suggest?q=mo", signedIn: false },
  { path: "/movies?sort=popular", signedIn: false },
  { path: "/movies?page=100", signedIn: false },
  { path: "/leaderboard?period=week", signedIn: true },
  { path: "/leaderboard?period=month", signedIn: true },
  { path: "/leaderboard?period=all", signedIn: true },
  { path: "/recommendations", signedIn: true },
  { path: "/rewards", signedIn: true },
  { path: "/ratings/movie/1", signedIn: true },
];

/**
 * Every GET of the OpenAPI document under /api/ with its path parameters filled in; signed in where
 * the operation requires it. Left out: the payment gateway's return and IPN (they need the gateway's
 * signature), the sandbox's outboxes, and files (images, media).
 */
export function callsOf(doc: OpenApi): Call[] {
  const calls: Call[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!operations.get || !path.startsWith("/api/")) continue;
    if (/^\/api\/(sandbox|payments\/(verify-return|vnpay-ipn))/.test(path)) continue;
    if (path === "/api/payments/{id}") continue; // a viewer's own payment: none in the demo viewer's seed
    const filled = path.slice("/api".length).replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE[name] ?? "1");
    calls.push({ path: filled, signedIn: (operations.get.security ?? []).length > 0 });
  }
  for (const variant of VARIANTS) {
    if (!calls.some((call) => call.path === variant.path && call.signedIn === variant.signedIn))
      calls.push(variant);
  }
  return calls;
}

/** Growth of the single-request p95 from the demo to the scale (∞ when the demo's was 0). */
export function growth(row: ScaleRow): number {
  return row.demo.p95 > 0 ? row.scale.p95 / row.demo.p95 : Number.POSITIVE_INFINITY;
}

/** The calls over budget, each said in words. */
export function checkScale(rows: readonly ScaleRow[]): string[] {
  const failed: string[] = [];
  for (const row of rows) {
    const problems: string[] = [];
    if (row.scale.p95 > SCALE_BUDGETS.maxP95Ms) problems.push(`p95 ${row.scale.p95.toFixed(1)} ms`);
    if (growth(row) > SCALE_BUDGETS.maxGrowth) problems.push(`growth ${growth(row).toFixed(1)}×`);
    const errors = row.demo.errors + row.scale.errors;
    if (errors > 0) problems.push(`${errors} error(s)`);
    if (problems.length) failed.push(`${row.call}: ${problems.join(", ")}`);
  }
  return failed;
}

const ms = (value: number) => value.toFixed(1);

/** The figures as a table, with how they were taken. */
export function scaleTable(
  rows: readonly ScaleRow[],
  how: { scale: Scale; connections: number; seconds: number; samples: number },
): string {
  const { scale } = how;
  const heading =
    `Backend alone on PostgreSQL: demo vs +${scale.films} films, +${scale.series} series, +${scale.viewers} viewers, ` +
    `+${scale.points} point transactions, +${scale.ratings} ratings.\n` +
    `p50/p95: ${how.samples} single requests one after another; req/s: autocannon, ${how.connections} connections, ${how.seconds} s.`;
  return `${heading}\n${table(
    [
      "call",
      "p50 demo",
      "p95 demo",
      "p50 scale",
      "p95 scale",
      "growth",
      "req/s demo",
      "req/s scale",
      "errors",
    ],
    rows.map((row) => [
      row.call,
      ms(row.demo.p50),
      ms(row.demo.p95),
      ms(row.scale.p50),
      ms(row.scale.p95),
      `${growth(row).toFixed(1)}×`,
      String(row.demo.requestsPerSecond),
      String(row.scale.requestsPerSecond),
      String(row.demo.errors + row.scale.errors),
    ]),
  )}`;
}
