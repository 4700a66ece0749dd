/**
 * What a database holds, for a backup's manifest and the check after a restore: the rows of every
 * table of the public schema and the last migration applied. Read through a plain query function so
 * one census serves PGlite, a pg client inside an exported snapshot, and a restored database alike.
 */
import { schemaVersionOf, type Census } from "./backup-manifest";
import { migrationJournal } from "./migrations-journal";

export type Query = (text: string) => Promise<Record<string, unknown>[]>;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function takeCensus(query: Query): Promise<Census> {
  const tables = await query(
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    const name = String(tablename);
    const [row] = await query(`select count(*)::int as n from public.${quoted(name)}`);
    counts[name] = Number(row?.n);
  }
  const [migrations] = await query(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  const applied = migrations?.present
    ? (await query("select created_at from drizzle.__drizzle_migrations")).map((row) =>
        Number(row.created_at),
      )
    : [];
  return { schemaVersion: schemaVersionOf(migrationJournal(), applied), counts };
}
