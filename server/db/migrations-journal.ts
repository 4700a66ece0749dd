import { readFileSync } from "node:fs";
import path from "node:path";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "server", "db", "migrations");

export type JournalEntry = { idx: number; tag: string; when: number };

/** The migrations this release knows, in order (drizzle-kit's meta/_journal.json). */
export function migrationJournal(): JournalEntry[] {
  const file = path.join(MIGRATIONS_FOLDER, "meta", "_journal.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { entries: JournalEntry[] }).entries;
}
