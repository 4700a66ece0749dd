/**
 * Backup and restore of a PostgreSQL database: pg_dump's custom format (-Fc), taken in a snapshot
 * exported by a transaction of our own, so the manifest's counts are of exactly the rows dumped
 * while the site goes on writing; restored by pg_restore in one transaction (all or nothing).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import type { Client as PgClient } from "pg";
import { takeCensus, type Query } from "./backup-census";
import type { Census } from "./backup-manifest";

/**
 * The server's address without its password, which goes to the tools in PGPASSWORD instead: a
 * command line is visible to every user of the machine (ps), the environment only to its owner.
 */
export function toolConnection(url: string): { url: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { url: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** pg_dump or pg_restore, from PG_BINDIR when set (it must be of the server's major version or newer). */
export const toolPath = (
  name: "pg_dump" | "pg_restore",
  env: Record<string, string | undefined> = process.env,
) => (env.PG_BINDIR ? path.join(env.PG_BINDIR, name) : name);

/** Runs a PostgreSQL tool; its complaint on stderr is the error when it fails. */
function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, ...env },
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(`${command} not found: install PostgreSQL's client tools, or set PG_BINDIR.`)
          : error,
      ),
    );
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

async function connect(url: string): Promise<PgClient> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: url, application_name: "cineva-backup" });
  await client.connect();
  return client;
}

const queryOf =
  (client: PgClient): Query =>
  async (text) =>
    (await client.query<Record<string, unknown>>(text)).rows;

/** Dumps the database at `url` into `file`; the census is of the very snapshot dumped. */
export async function dumpPostgres(url: string, file: string): Promise<Census> {
  const client = await connect(url);
  try {
    await client.query("begin isolation level repeatable read, read only");
    const [{ snapshot }] = (
      await client.query<{ snapshot: string }>("select pg_export_snapshot() as snapshot")
    ).rows as [{ snapshot: string }];
    const census = await takeCensus(queryOf(client));
    const tool = toolConnection(url);
    // The exported snapshot lives as long as this transaction: it is committed only after the dump.
    await run(
      toolPath("pg_dump"),
      ["--format=custom", `--snapshot=${snapshot}`, `--file=${file}`, tool.url],
      tool.env,
    );
    await client.query("commit");
    return census;
  } finally {
    await client.end();
  }
}

/** The relations a database holds outside PostgreSQL's own schemas ("public.users", …). */
async function relationsIn(client: PgClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`
    select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
       and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
     order by 1`);
  return rows.map((row) => row.name);
}

export class NotEmpty extends Error {}

/**
 * Restores `file` into the database at `url`, which must be empty unless `force` (then Cineva's
 * schemas are dropped first). Returns the restored database's census.
 */
export async function restorePostgres(
  url: string,
  file: string,
  { force }: { force: boolean },
): Promise<Census> {
  const client = await connect(url);
  try {
    const held = await relationsIn(client);
    if (held.length && !force)
      throw new NotEmpty(
        `The database holds ${held.length} tables and sequences (${held.slice(0, 3).join(", ")}…): ` +
          "restore into an empty database, or pass --force to replace it.",
      );
    if (held.length)
      await client.query(
        "drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;",
      );
    const left = await relationsIn(client);
    if (left.length) throw new NotEmpty(`The database holds tables Cineva did not make: ${left.join(", ")}.`);
    const tool = toolConnection(url);
    await run(
      toolPath("pg_restore"),
      [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        `--dbname=${tool.url}`,
        file,
      ],
      tool.env,
    );
    return await takeCensus(queryOf(client));
  } finally {
    await client.end();
  }
}
