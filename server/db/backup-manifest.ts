/**
 * What a backup says about itself (manifest.json beside its database file), and the pure rules that
 * read it: its folder's name, which migration a database is at, and how a restored database differs
 * from what was backed up.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

export const MANIFEST_FILE = "manifest.json";
/** Where a backup's files sit inside its folder, by kind of database. */
export const DATABASE_FILES = { pglite: "database.tar.gz", postgres: "database.dump" } as const;
export const IMAGES_FOLDER = "images";

export type DatabaseKind = keyof typeof DATABASE_FILES;

const countsSchema = z.record(z.string(), z.number().int().nonnegative());

export const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  kind: z.enum(["pglite", "postgres"]),
  /** The last migration applied to the database backed up (its tag in migrations/meta/_journal.json). */
  schemaVersion: z.string().nullable(),
  database: z.object({
    file: z.string(),
    bytes: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  /** Rows of every table, as the backed-up database held them. */
  counts: countsSchema,
  /** Avatars and artwork kept as files beside the embedded database; null where they are in the database. */
  images: z
    .object({ files: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() })
    .nullable(),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type Census = { schemaVersion: string | null; counts: Record<string, number> };

/** A backup's folder name: what it holds and when, in UTC, sortable ("cineva-pglite-20261122-030000"). */
export function backupFolderName(kind: DatabaseKind, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, "")
    .replace(/[-:]/g, "")
    .replace("T", "-");
  return `cineva-${kind}-${stamp}`;
}

/**
 * The tag of the newest migration applied, from the `created_at` values drizzle records for the
 * migrations it ran (the journal's `when`). Null for a database no migration has touched, and the
 * raw number for a migration this code does not know (a backup from a newer release).
 */
export function schemaVersionOf(
  journal: readonly { tag: string; when: number }[],
  appliedWhens: readonly number[],
): string | null {
  if (!appliedWhens.length) return null;
  const last = Math.max(...appliedWhens);
  return journal.find((entry) => entry.when === last)?.tag ?? `unknown migration (${last})`;
}

/** How a restored database differs from the manifest, one line per difference; empty when it matches. */
export function differences(expected: Census, actual: Census): string[] {
  const found: string[] = [];
  if (expected.schemaVersion !== actual.schemaVersion)
    found.push(`schema version: ${actual.schemaVersion} instead of ${expected.schemaVersion}`);
  const tables = new Set([...Object.keys(expected.counts), ...Object.keys(actual.counts)]);
  for (const table of [...tables].sort()) {
    const want = expected.counts[table];
    const got = actual.counts[table];
    if (want === undefined) found.push(`${table}: not in the backup, ${got} rows after the restore`);
    else if (got === undefined) found.push(`${table}: missing after the restore (${want} rows backed up)`);
    else if (want !== got) found.push(`${table}: ${got} rows instead of ${want}`);
  }
  return found;
}

export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  await writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The manifest of a backup folder; an Error that says what is wrong when it is missing or malformed. */
export async function readManifest(folder: string): Promise<Manifest> {
  const file = path.join(folder, MANIFEST_FILE);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new Error(`${file} not found: is ${folder} a backup made by npm run backup?`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON.`);
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) throw new Error(`${file} is not a Cineva backup manifest: ${result.error.message}`);
  return result.data;
}

/** One line for the operator: what a backup holds. */
export function summary(manifest: Manifest): string {
  const counts = Object.values(manifest.counts);
  const rows = counts.reduce((sum, n) => sum + n, 0);
  const main = ["users", "favorites", "payments", "balance_ledger"]
    .filter((table) => table in manifest.counts)
    .map((table) => `${table} ${manifest.counts[table]}`);
  const images = manifest.images ? `, ${manifest.images.files} image files` : "";
  return (
    `${counts.length} tables, ${rows} rows (${main.join(", ")})${images}, ` +
    `schema ${manifest.schemaVersion ?? "none"}, taken ${manifest.createdAt}`
  );
}
