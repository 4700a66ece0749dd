/**
 * Fault injection for the fault-tolerance tests (e2e/faults.spec.ts): makes chosen backend calls
 * answer as if the backend were down (503) or slow (the answer held back), so the tests can show
 * what the site does then. It exists only when CINEVA_FAULTS=1 is in the environment (config.faults):
 * without it neither the switch nor the middleware is installed, whatever NODE_ENV or CINEVA_SANDBOX
 * say (`npm start` turns the sandbox on for the demo; faults never come with it).
 *
 *   POST   /api/sandbox/faults  {"path": "/movies/12", "mode": "down" | "slow", "delayMs"?, "method"?, "ttlMs"?}
 *   DELETE /api/sandbox/faults?path=/movies/12   (without ?path: every fault)
 *   GET    /api/sandbox/faults
 *
 * A fault is scoped to one path pattern of the contract (what follows /api; `*` matches anything,
 * a `?` in the pattern matches the query string too), so tests running in parallel do not disturb
 * each other, and it expires by itself (ttlMs, 2 minutes by default) should a test never clear it.
 */
import { z } from "zod";
import type { MiddlewareHandler } from "hono";
import { thisMachineOnly } from "./http/auth";
import type { AppEnv } from "./http/context";
import { message } from "./http/i18n";
import type { App } from "./http/router";
import { parseOr422 } from "./http/validation";

export const FAULTS_PATH = "/api/sandbox/faults";
const MAX_DELAY_MS = 120_000;
const DEFAULT_TTL_MS = 120_000;

export const FaultInputSchema = z.object({
  path: z.string().trim().startsWith("/").max(300),
  mode: z.enum(["down", "slow"]),
  /** How long a slow answer is held back. */
  delayMs: z.number().int().min(0).max(MAX_DELAY_MS).default(0),
  /** Only this method (any when absent). */
  method: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]+$/)
    .optional(),
  ttlMs: z.number().int().min(1).max(3_600_000).default(DEFAULT_TTL_MS),
});
export type FaultInput = z.input<typeof FaultInputSchema>;
export type Fault = z.output<typeof FaultInputSchema> & { expiresAt: number };

function patternOf(path: string): RegExp {
  const escaped = path.replace(/[.+^${}()|[\]\\?]/g, "\\$&").replace(/\*/g, ".*");
  return new RegExp(`^${escaped}$`);
}

/** The faults in force, one per path pattern (setting a path again replaces its fault). */
export class FaultTable {
  private readonly faults = new Map<string, Fault & { pattern: RegExp }>();

  constructor(private readonly clock: () => number = Date.now) {}

  set(input: FaultInput): Fault {
    const parsed = FaultInputSchema.parse(input);
    const fault = { ...parsed, expiresAt: this.clock() + parsed.ttlMs };
    this.faults.set(parsed.path, { ...fault, pattern: patternOf(parsed.path) });
    return fault;
  }

  /** Clears one path's fault, or all of them. Returns how many were cleared. */
  clear(path?: string): number {
    if (path === undefined) {
      const count = this.faults.size;
      this.faults.clear();
      return count;
    }
    return this.faults.delete(path) ? 1 : 0;
  }

  list(): Fault[] {
    this.expire();
    return [...this.faults.values()].map(({ pattern: _pattern, ...fault }) => fault);
  }

  /** The fault for a call of the contract: `path` is what follows /api, `search` its query ("?…" or ""). */
  match(method: string, path: string, search: string): Fault | undefined {
    if (!this.faults.size) return undefined;
    this.expire();
    for (const fault of this.faults.values()) {
      if (fault.method && fault.method !== method.toUpperCase()) continue;
      if (fault.pattern.test(fault.path.includes("?") ? path + search : path)) return fault;
    }
    return undefined;
  }

  private expire() {
    const now = this.clock();
    for (const [key, fault] of this.faults) if (fault.expiresAt <= now) this.faults.delete(key);
  }
}

/** Waits, or stops waiting as soon as the caller has gone (its request aborted). */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}

function faultMiddleware(table: FaultTable): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname === FAULTS_PATH) return next();
    const fault = table.match(c.req.method, url.pathname.slice("/api".length), url.search);
    if (!fault) return next();
    if (fault.mode === "slow") {
      await pause(fault.delayMs, c.req.raw.signal);
      if (c.req.raw.signal?.aborted) return c.json({ message: message(c, "unavailable") }, 503);
      return next();
    }
    c.header("Retry-After", "5");
    return c.json({ message: message(c, "unavailable") }, 503);
  };
}

/** Installs the switch and the middleware on an app; call before any other route is registered. */
export function installFaults(app: App, table = new FaultTable()): FaultTable {
  app.use("/api/*", faultMiddleware(table));
  app.use(FAULTS_PATH, thisMachineOnly);
  app.post(FAULTS_PATH, async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const fault = table.set(parseOr422(c, FaultInputSchema, body));
    return c.json({ fault }, 201);
  });
  app.delete(FAULTS_PATH, (c) => c.json({ cleared: table.clear(c.req.query("path")) }));
  app.get(FAULTS_PATH, (c) => c.json({ faults: table.list() }));
  return table;
}
