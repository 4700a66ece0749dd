/**
 * The whole database in a few lines: each table's row count and a digest of its rows, so a test can
 * say that a refused request changed nothing at all.
 */
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import * as schema from "./db/schema";
import type { TestContext } from "./test-harness";

export const TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table));

export type Snapshot = Record<string, string>;

/**
 * Every table's row count and content. Access tokens count only by number: an authenticated call
 * may note when a token was last used.
 */
export async function snapshot(ctx: TestContext): Promise<Snapshot> {
  const parts = TABLES.map((name) => {
    const content =
      name === "access_tokens" ? "''" : `md5(coalesce(string_agg(t::text, '|' order by t::text), ''))`;
    return `select '${name}' as name, count(*)::text || ':' || ${content} as state from "${name}" t`;
  });
  const result = await ctx.db.execute(sql.raw(parts.join(" union all ")));
  const rows = (result as unknown as { rows: { name: string; state: string }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.name, row.state]));
}

/** The tables that differ between two snapshots. */
export const changedTables = (before: Snapshot, after: Snapshot) =>
  TABLES.filter((name) => before[name] !== after[name]);
