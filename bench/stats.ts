/** Pure figures and budgets of `npm run bench`: no I/O here, so every rule has a unit test. */

/** The value at or below which `p` percent of the samples fall (nearest rank; NaN without samples). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export type LoadFigures = {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};

export type LighthouseFigures = {
  name: string;
  path: string;
  preset: "mobile" | "desktop";
  /** Medians over the runs. */
  performance: number;
  /** The best run's score: what the budget holds (Lighthouse CI's "optimistic" aggregation). */
  bestPerformance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * The host's speed as Lighthouse measured it (environment.benchmarkIndex, median): the simulated
   * slowdown multiplies this machine's own task times, so a slow moment lowers every score.
   */
  benchmarkIndex: number;
  /** The CPU slowdown the runs were simulated with (median; see `mobileCpuSlowdown`). */
  cpuSlowdown: number;
  runs: number;
};

/** Lighthouse's mobile preset slows the host's CPU 4×: its calibration for a fast desktop host. */
export const MOBILE_CPU_SLOWDOWN = 4;
/** The host speed (benchmarkIndex) that 4× is calibrated for: the top of Lighthouse's desktop range. */
export const REFERENCE_HOST_SPEED = 2000;

/**
 * The CPU slowdown that simulates the same mid-tier phone on a host of this speed, as Lighthouse's
 * docs/throttling.md ("Calibrating the CPU slowdown") asks: 4× on a fast host, proportionally less on
 * a slower one, whose own task times are already longer. Never more than 4×, never below 1×.
 */
export function mobileCpuSlowdown(benchmarkIndex: number): number {
  if (!(benchmarkIndex > 0)) return MOBILE_CPU_SLOWDOWN;
  const scaled = MOBILE_CPU_SLOWDOWN * Math.min(1, benchmarkIndex / REFERENCE_HOST_SPEED);
  return Math.max(1, Math.round(scaled * 10) / 10);
}

export type BundleFigures = {
  name: string;
  path: string;
  catalogue: boolean;
  scripts: number;
  gzipBytes: number;
};

export type CacheFigures = { name: string; path: string; queriesOnRepeat: number };

export type VideoFigures = { path: string; firstFrameMs: number[]; medianMs: number };

/** A page's requests per second over the static file's, measured back to back, round after round. */
export type RatioFigures = { name: string; rounds: number[] };

export type BenchResults = {
  at: string;
  machine: { cpus: number; node: string };
  load: LoadFigures[];
  /** The budgeted pages' throughput ratios; when missing, the ratio of the single load runs is used. */
  ratios?: RatioFigures[];
  lighthouse: LighthouseFigures[];
  bundles: BundleFigures[];
  cache: CacheFigures[];
  video: VideoFigures | null;
};

/** ISSUE #7's budgets. */
export const BUDGETS = {
  mobilePerformance: 0.9,
  maxCls: 0.05,
  minStaticRatio: 0.15,
  /**
   * Every catalogue page's first-load JavaScript, gzip (issue #17; issue #7 had 180 kB). Next 16.4's
   * own first load is 134.8 kB of it (docs/performance.md). The figure does not depend on the
   * machine, so CI's quick run holds it too.
   */
  maxFirstLoadJsBytes: 150 * 1024,
} as const;

/** Pages whose mobile Lighthouse score and throughput ratio are held to a budget. */
export const BUDGETED_PAGES = ["home", "movie"] as const;

/**
 * Issue #17's throughput budgets, × the static file (median of back-to-back rounds): every page that
 * lists at a quarter of it, every title page at 0.35. The full bench enforces them; CI's quick run,
 * on a machine whose speed drifts within a minute, reports them (docs/performance.md).
 */
export const RATIO_BUDGETS = [
  { pages: ["home", "movies", "series", "category", "search", "blog", "leaderboard"], min: 0.25 },
  { pages: ["movie", "series episode", "blog post"], min: 0.35 },
] as const;

/**
 * Issue #17's Lighthouse budgets on the mobile preset, as medians of five runs: what a viewer gets,
 * not the best run. Enforced by the full bench; reported by CI's quick run (home and the film only).
 */
export const LIGHTHOUSE_BUDGETS = {
  pages: ["home", "movie", "series episode", "blog post", "movies"],
  minMedian: 0.95,
  maxTbtMs: 150,
  maxCls: 0.02,
} as const;

export type BudgetCheck = {
  budget: string;
  subject: string;
  value: string;
  limit: string;
  ok: boolean;
  /** False for a figure this run reports but does not hold (CI's quick run); true when missing. */
  enforced?: boolean;
};

/** Whether a check fails the run. */
export function failsRun(check: BudgetCheck): boolean {
  return !check.ok && check.enforced !== false;
}

/** The load row of the static file: the ceiling every page is compared to. */
export const STATIC_FILE = "static file";

export function staticRatio(load: readonly LoadFigures[], name: string): number {
  const ceiling = load.find((row) => row.name === STATIC_FILE);
  const page = load.find((row) => row.name === name);
  if (!ceiling || !page || ceiling.requestsPerSecond <= 0) return Number.NaN;
  return page.requestsPerSecond / ceiling.requestsPerSecond;
}

/**
 * Every budget, each with the measured value; a figure that is missing fails its budget. `quick`
 * (CI's run) reports issue #17's throughput budgets instead of holding them.
 */
export function checkBudgets(results: BenchResults, { quick = false } = {}): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const name of LIGHTHOUSE_BUDGETS.pages) {
    const mobile = results.lighthouse.find((row) => row.name === name && row.preset === "mobile");
    if (quick && !mobile) continue; // the quick run measures the two CI budgets only
    const { minMedian, maxTbtMs, maxCls } = LIGHTHOUSE_BUDGETS;
    const rows: [string, string, string, boolean][] = mobile
      ? [
          ["median", mobile.performance.toFixed(2), `≥ ${minMedian}`, mobile.performance >= minMedian],
          ["TBT median", `${mobile.tbtMs} ms`, `≤ ${maxTbtMs} ms`, mobile.tbtMs <= maxTbtMs],
          ["CLS median", mobile.cls.toFixed(3), `< ${maxCls}`, mobile.cls < maxCls],
        ]
      : [["median", "not measured", `≥ ${minMedian}`, false]];
    for (const [figure, value, limit, ok] of rows)
      checks.push({
        budget: `Lighthouse mobile ${figure} (issue #17)`,
        subject: name,
        value,
        limit,
        ok,
        enforced: !quick,
      });
  }
  for (const { pages, min } of RATIO_BUDGETS) {
    for (const name of pages) {
      const rounds = results.ratios?.find((row) => row.name === name)?.rounds;
      if (quick && !rounds?.length) continue; // the quick run measures the two CI budgets only
      const ratio = rounds?.length ? median(rounds) : Number.NaN;
      checks.push({
        budget: "throughput vs static file (issue #17)",
        subject: name,
        value: Number.isNaN(ratio) ? "not measured" : ratio.toFixed(2),
        limit: `≥ ${min}`,
        ok: ratio >= min,
        enforced: !quick,
      });
    }
  }
  for (const name of BUDGETED_PAGES) {
    // The best of the runs: on a shared two-core machine a run's blocking time swings with whatever
    // else the cores are doing, and the best run is the one least disturbed by it.
    const mobile = results.lighthouse.find((row) => row.name === name && row.preset === "mobile");
    checks.push({
      budget: "Lighthouse performance (mobile, best run)",
      subject: name,
      value: mobile ? mobile.bestPerformance.toFixed(2) : "not measured",
      limit: `≥ ${BUDGETS.mobilePerformance}`,
      ok: !!mobile && mobile.bestPerformance >= BUDGETS.mobilePerformance,
    });
    // The median of back-to-back rounds: this machine's speed drifts by a third within a minute, and
    // a ratio taken from runs a minute apart measures the drift as much as the page.
    const rounds = results.ratios?.find((row) => row.name === name)?.rounds;
    const ratio = rounds?.length ? median(rounds) : staticRatio(results.load, name);
    checks.push({
      budget: "throughput vs static file",
      subject: name,
      value: Number.isNaN(ratio) ? "not measured" : ratio.toFixed(2),
      limit: `≥ ${BUDGETS.minStaticRatio}`,
      ok: ratio >= BUDGETS.minStaticRatio,
    });
  }
  for (const row of results.lighthouse) {
    checks.push({
      budget: "CLS",
      subject: `${row.name} (${row.preset})`,
      value: row.cls.toFixed(3),
      limit: `< ${BUDGETS.maxCls}`,
      ok: row.cls < BUDGETS.maxCls,
    });
  }
  if (!results.lighthouse.some((row) => row.preset === "mobile")) {
    checks.push({ budget: "CLS", subject: "any page", value: "not measured", limit: "", ok: false });
  }
  const catalogue = results.bundles.filter((row) => row.catalogue);
  for (const row of catalogue) {
    checks.push({
      budget: "first-load JS (gzip)",
      subject: row.name,
      value: kilobytes(row.gzipBytes),
      limit: `≤ ${kilobytes(BUDGETS.maxFirstLoadJsBytes)}`,
      ok: row.gzipBytes <= BUDGETS.maxFirstLoadJsBytes,
    });
  }
  if (catalogue.length === 0) {
    checks.push({
      budget: "first-load JS (gzip)",
      subject: "catalogue pages",
      value: "not measured",
      limit: "",
      ok: false,
    });
  }
  for (const row of results.cache) {
    checks.push({
      budget: "database queries on a repeated view",
      subject: row.name,
      value: String(row.queriesOnRepeat),
      limit: "0",
      ok: row.queriesOnRepeat === 0,
    });
  }
  if (results.cache.length === 0) {
    checks.push({
      budget: "database queries on a repeated view",
      subject: "catalogue pages",
      value: "not measured",
      limit: "0",
      ok: false,
    });
  }
  for (const row of results.load) {
    const failures = row.errors + row.timeouts + row.non2xx;
    checks.push({
      budget: "load test: errors, time-outs and non-2xx",
      subject: row.name,
      value: String(failures),
      limit: "0",
      ok: failures === 0 && row.requests > 0,
    });
  }
  return checks;
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

/** A plain-text table: every cell padded to its column's widest. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}
