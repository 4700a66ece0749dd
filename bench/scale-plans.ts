/**
 * The query plans behind every call `npm run bench:scale` measures (issue #15): the backend is built in
 * this process on the scaled database with a logger that keeps each statement, each call is made once,
 * and every read it sent is run again under EXPLAIN. A sequential scan of a large table on any of them
 * is a problem (`--check` fails on it); the indexes each call read are printed beside it.
 */
import { tmpdir } from "node:os";
import path from "node:path";
import type { Pool } from "pg";
import { createApp } from "../server/app";
import { loadServerConfig } from "../server/shared/config";
import { openDatabase } from "../server/db/client";
import { MemoryRateLimiter } from "../server/http/rate-limit";
import { OutboxMail } from "../server/providers/mail";
import { OutboxSms } from "../server/providers/sms";
import { MemoryStorage } from "../server/providers/storage";
import { DirectoryMediaStore, SHIPPED_MEDIA_ROOT } from "../server/providers/media-store";
import { openUploadStore } from "../server/providers/upload-store";

/** A table this size or larger must not be read from end to end on a hot path. */
export const LARGE_TABLE_ROWS = 10_000;

export type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
};

/** Every node of a plan tree, depth first. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/** A statement that only reads (what EXPLAIN may run again safely). */
export const isReadStatement = (text: string) =>
  /^[\s(]*(select|with)\b/i.test(text) && !/\bfor\s+update\b/i.test(text);

export type CallPlans = {
  call: string;
  reads: number;
  indexes: string[];
  /** Large tables read sequentially. */
  seqScans: string[];
};

/** What one call's reads used: the indexes, and the large tables scanned from end to end. */
export function summarisePlans(call: string, plans: readonly PlanNode[], sizes: ReadonlyMap<string, number>) {
  const nodes = plans.flatMap(planNodes);
  const indexes = new Set(nodes.flatMap((node) => (node["Index Name"] ? [node["Index Name"]] : [])));
  const seqScans = new Set(
    nodes.flatMap((node) =>
      node["Node Type"] === "Seq Scan" &&
      node["Relation Name"] &&
      (sizes.get(node["Relation Name"]) ?? 0) >= LARGE_TABLE_ROWS
        ? [node["Relation Name"]]
        : [],
    ),
  );
  return { call, reads: plans.length, indexes: [...indexes].sort(), seqScans: [...seqScans].sort() };
}

/**
 * The plans of every call, made once each through an in-process backend on the database at `url`;
 * `pool` (the same database) runs the EXPLAINs.
 */
export async function explainCalls(
  url: string,
  pool: Pool,
  calls: readonly { path: string; signedIn: boolean }[],
  token: string,
): Promise<CallPlans[]> {
  const statements: { text: string; params: unknown[] }[] = [];
  const handle = await openDatabase({
    url,
    logger: { logQuery: (text, params) => void statements.push({ text, params }) },
  });
  const { db } = handle;
  const app = createApp({
    db,
    config: loadServerConfig({ ...process.env, CINEVA_SANDBOX: "1" }, "bench-scale-plans-secret-0123456789"),
    rateLimiter: new MemoryRateLimiter(() => Date.now()),
    sms: new OutboxSms(db),
    mail: new OutboxMail(db),
    images: new MemoryStorage(),
    media: new DirectoryMediaStore(SHIPPED_MEDIA_ROOT),
    // The viewer's calls it explains neither upload nor add jobs.
    uploads: openUploadStore(path.join(tmpdir(), "cineva-bench-uploads")),
    jobs: {
      send: () => Promise.reject(new Error("no jobs in the plans bench")),
      cancel: () => Promise.reject(new Error("no jobs in the plans bench")),
    },
    now: () => new Date(),
    background: () => undefined,
  });
  const { rows } = await pool.query<{ relname: string; rows: number }>(
    "select relname, reltuples::bigint as rows from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace",
  );
  const sizes = new Map(rows.map((row) => [row.relname, Number(row.rows)]));
  const result: CallPlans[] = [];
  for (const call of calls) {
    statements.length = 0;
    const headers: Record<string, string> = { accept: "application/json" };
    if (call.signedIn) headers.authorization = `Bearer ${token}`;
    const response = await app.request(`/api${call.path}`, { headers });
    await response.arrayBuffer();
    const plans: PlanNode[] = [];
    for (const { text, params } of statements.filter((s) => isReadStatement(s.text))) {
      const explained = await pool.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
        `explain (format json) ${text}`,
        params,
      );
      plans.push(explained.rows[0]!["QUERY PLAN"][0].Plan);
    }
    result.push(summarisePlans(`${call.signedIn ? "viewer " : ""}GET ${call.path}`, plans, sizes));
  }
  await handle.close();
  return result;
}

/** The plans as a table: each call, its reads, the indexes they used, and any large table scanned. */
export function plansTable(plans: readonly CallPlans[]): string {
  const lines = plans.map(
    (p) =>
      `${p.call.padEnd(38)} ${String(p.reads).padStart(5)}  ${p.seqScans.length ? `SEQ SCAN of ${p.seqScans.join(", ")}` : "no seq scan of a large table"}\n${"".padEnd(46)}${p.indexes.join(", ") || "(no index: small tables only)"}`,
  );
  return [
    `${"call".padEnd(38)} reads  plans (EXPLAIN at scale; indexes read below each call)`,
    ...lines,
  ].join("\n");
}
