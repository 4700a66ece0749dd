import { timingSafeEqual } from "node:crypto";
import { queriesSent } from "../db/query-counter";

/**
 * Process-wide counters an operator scrapes at GET /api/metrics (Prometheus text format). Kept on
 * globalThis: Next loads the backend into more than one module graph, and they must count together.
 */
type Counters = { dbQueries: number; responses: Record<string, number>; startedAt: number };
type Responses = Pick<Counters, "responses" | "startedAt">;

const globalForMetrics = globalThis as typeof globalThis & { __cinevaMetrics?: Responses };

function responseCounters(): Responses {
  globalForMetrics.__cinevaMetrics ??= { responses: {}, startedAt: Date.now() };
  return globalForMetrics.__cinevaMetrics;
}

/** The counters now: responses counted here, statements by the database client (db/query-counter.ts). */
export function counters(): Counters {
  return { ...responseCounters(), dbQueries: queriesSent() };
}

export function countResponse(status: number): void {
  const bucket = `${Math.floor(status / 100)}xx`;
  const { responses } = responseCounters();
  responses[bucket] = (responses[bucket] ?? 0) + 1;
}

export function renderMetrics(value: Counters, now: number): string {
  const lines = [
    "# HELP cineva_db_queries_total Statements this process sent to the database for its requests and jobs (not the job queue's own polling and heartbeats).",
    "# TYPE cineva_db_queries_total counter",
    `cineva_db_queries_total ${value.dbQueries}`,
    "# HELP cineva_api_responses_total Backend responses by status class.",
    "# TYPE cineva_api_responses_total counter",
    ...Object.entries(value.responses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([bucket, count]) => `cineva_api_responses_total{status="${bucket}"} ${count}`),
    "# HELP cineva_uptime_seconds Seconds since the backend started counting.",
    "# TYPE cineva_uptime_seconds gauge",
    `cineva_uptime_seconds ${Math.round((now - value.startedAt) / 1000)}`,
  ];
  return `${lines.join("\n")}\n`;
}

/** Whether an Authorization header carries the metrics token (compared in constant time). */
export function mayReadMetrics(token: string | null, authorization: string | undefined): boolean {
  if (!token) return true;
  const given = Buffer.from(authorization ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
