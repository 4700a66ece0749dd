import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../db/client";
import { storedFiles } from "../db/schema";
import { filesUnder, replaceWhole } from "../shared/files";

/** Files the backend keeps (avatars, generated artwork), addressed by a relative path. */
export interface FileStorage {
  write(relativePath: string, data: Buffer): Promise<void>;
  read(relativePath: string): Promise<Buffer | null>;
  remove(relativePath: string): Promise<void>;
}

/**
 * Local disk under one root (the embedded database's laptop install: `CINEVA_DATA_DIR/images`).
 * Paths are resolved inside the root and nowhere else.
 */
export class LocalStorage implements FileStorage {
  constructor(readonly root: string) {}

  resolve(relativePath: string): string | null {
    const full = path.resolve(this.root, relativePath);
    return full.startsWith(path.resolve(this.root) + path.sep) ? full : null;
  }

  async write(relativePath: string, data: Buffer) {
    const full = this.resolve(relativePath);
    if (!full) throw new Error("Path escapes the storage root.");
    await replaceWhole(full, (partial) => writeFile(partial, data));
  }

  async read(relativePath: string) {
    const full = this.resolve(relativePath);
    if (!full) return null;
    try {
      return await readFile(full);
    } catch {
      return null;
    }
  }

  async remove(relativePath: string) {
    const full = this.resolve(relativePath);
    if (full) await rm(full, { force: true });
  }
}

/**
 * Files in PostgreSQL's stored_files table, where the backend runs on PostgreSQL: every replica of a
 * fleet serves the same avatars and artwork, and no replica's disk holds anything of its own
 * (docs/fleet.md). Served at most once per browser and CDN (artwork is immutable, avatars change name).
 */
export class DatabaseStorage implements FileStorage {
  constructor(private readonly db: Database) {}

  async write(relativePath: string, data: Buffer) {
    await this.db
      .insert(storedFiles)
      .values({ path: relativePath, bytes: data })
      .onConflictDoUpdate({ target: storedFiles.path, set: { bytes: data, updatedAt: new Date() } });
  }

  /** Writes a file only where the path holds none (a newer file written meanwhile is kept). */
  async writeIfMissing(relativePath: string, data: Buffer) {
    await this.db.insert(storedFiles).values({ path: relativePath, bytes: data }).onConflictDoNothing();
  }

  async read(relativePath: string) {
    const [row] = await this.db
      .select({ bytes: storedFiles.bytes })
      .from(storedFiles)
      .where(eq(storedFiles.path, relativePath));
    return row?.bytes ?? null;
  }

  async remove(relativePath: string) {
    await this.db.delete(storedFiles).where(eq(storedFiles.path, relativePath));
  }

  /** Which of these paths are stored. */
  async existing(paths: readonly string[]): Promise<Set<string>> {
    if (!paths.length) return new Set();
    const rows = await this.db
      .select({ path: storedFiles.path })
      .from(storedFiles)
      .where(inArray(storedFiles.path, [...paths]));
    return new Set(rows.map((row) => row.path));
  }
}

/**
 * Moving an installation from local files to PostgreSQL: copies every file under `folder` that the
 * database does not hold yet (avatars uploaded before, the drawn artwork and its version marker), so
 * nothing a viewer uploaded is lost. The folder is left as it was. Returns how many were copied.
 */
export async function importLocalFiles(folder: string, into: DatabaseStorage, batch = 200): Promise<number> {
  const local = new LocalStorage(folder);
  const paths = await filesUnder(folder);
  let copied = 0;
  for (let i = 0; i < paths.length; i += batch) {
    const some = paths.slice(i, i + batch);
    const stored = await into.existing(some);
    for (const relativePath of some) {
      if (stored.has(relativePath)) continue;
      const data = await local.read(relativePath);
      if (!data) continue;
      await into.writeIfMissing(relativePath, data);
      copied += 1;
    }
  }
  return copied;
}

/**
 * Where avatars and generated artwork live: in `folder` beside the embedded database; in PostgreSQL
 * (stored_files) when the backend runs on one, so every replica serves the same files. Files left in
 * `folder` from before are copied in on start, so nothing uploaded is lost.
 */
export async function openFileStorage(handle: DatabaseHandle, folder: string): Promise<FileStorage> {
  if (handle.kind === "pglite") return new LocalStorage(folder);
  const stored = new DatabaseStorage(handle.db);
  const copied = await importLocalFiles(folder, stored);
  if (copied) console.info(`Cineva: ${copied} files copied from ${folder} into PostgreSQL (stored_files)`);
  return stored;
}

/** In memory, for tests. */
export class MemoryStorage implements FileStorage {
  readonly files = new Map<string, Buffer>();
  async write(relativePath: string, data: Buffer) {
    this.files.set(relativePath, data);
  }
  async read(relativePath: string) {
    return this.files.get(relativePath) ?? null;
  }
  async remove(relativePath: string) {
    this.files.delete(relativePath);
  }
}
