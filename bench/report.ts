import { kilobytes, median, staticRatio, table, type BenchResults, type BudgetCheck } from "./stats";

/** How the run was made, for the headings. */
export type ReportSettings = { connections: number; seconds: number; lighthouseRuns: number; check: boolean };

/** The figures of a bench run as the tables it prints. */
export function report(results: BenchResults, checks: BudgetCheck[], settings: ReportSettings): string {
  const out: string[] = [];
  out.push(
    `\nThroughput and latency (${settings.connections} connections, ${settings.seconds} s each, loopback)`,
  );
  out.push(
    table(
      ["page", "path", "req/s", "× static", "p50 ms", "p95 ms", "p99 ms", "errors", "non-2xx"],
      results.load.map((row) => [
        row.name,
        row.path,
        String(row.requestsPerSecond),
        staticRatio(results.load, row.name).toFixed(2),
        String(row.p50),
        String(row.p95),
        String(row.p99),
        String(row.errors + row.timeouts),
        String(row.non2xx),
      ]),
    ),
  );
  for (const row of results.ratios ?? []) {
    out.push(
      `${row.name}: × static, back to back, 3 s each: ${row.rounds.map((value) => value.toFixed(2)).join(", ")} (median ${median(row.rounds).toFixed(2)})`,
    );
  }
  out.push(
    `\nLighthouse 12, performance (mobile: median of ${settings.lighthouseRuns} runs, desktop: of 3${settings.check ? ", twice as many for a budgeted page whose best missed" : ""}; #7's budget holds the best, #17's the median)`,
  );
  out.push(
    table(
      ["page", "preset", "score", "best", "LCP ms", "TBT ms", "CLS", "host speed", "CPU ×"],
      results.lighthouse.map((row) => [
        row.name,
        row.preset,
        row.performance.toFixed(2),
        row.bestPerformance.toFixed(2),
        String(row.lcpMs),
        String(row.tbtMs),
        row.cls.toFixed(3),
        String(row.benchmarkIndex),
        String(row.cpuSlowdown),
      ]),
    ),
  );
  out.push("\nFirst-load JavaScript (gzip -9 of every script the HTML names)");
  out.push(
    table(
      ["page", "path", "scripts", "gzip", "catalogue"],
      results.bundles.map((row) => [
        row.name,
        row.path,
        String(row.scripts),
        kilobytes(row.gzipBytes),
        row.catalogue ? "yes" : "",
      ]),
    ),
  );
  out.push("\nDatabase statements while serving a page viewed before");
  out.push(
    table(
      ["page", "path", "queries"],
      results.cache.map((row) => [row.name, row.path, String(row.queriesOnRepeat)]),
    ),
  );
  if (results.video) {
    out.push(
      `\nTime to the first video frame after Play (${results.video.path}): median ${results.video.medianMs} ms (runs: ${results.video.firstFrameMs.join(", ")} ms)`,
    );
  }
  out.push("\nBudgets");
  out.push(
    table(
      ["budget", "page", "value", "limit", ""],
      checks.map((c) => [
        c.budget,
        c.subject,
        c.value,
        c.limit,
        c.ok ? "ok" : c.enforced === false ? "below (reported)" : "FAIL",
      ]),
    ),
  );
  return `${out.join("\n")}\n`;
}
