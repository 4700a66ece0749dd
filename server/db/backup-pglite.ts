/**
 * Backup and restore of the embedded database: its whole data directory as PGlite's gzipped tarball
 * (the only consistent copy of a directory in use, taken by the process holding it:
 * pglite-holder.ts), and the avatars and artwork kept as files beside it (CINEVA_DATA_DIR/images).
 */
import { copyFile, mkdir, readdir, rename, stat } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { filesUnder } from "../shared/files";
import { takeCensus, type Query } from "./backup-census";
import type { Census } from "./backup-manifest";
import {
  consistentDump,
  DataDirHeld,
  dumpFromHolder,
  holdDataDir,
  type Dump,
  type Hold,
} from "./pglite-holder";

// The same extensions as the site's (client.ts): search's trigram indexes need pg_trgm.
const extensions = { pg_trgm };

const queryOf =
  (pg: PGlite): Query =>
  async (text) =>
    (await pg.query<Record<string, unknown>>(text)).rows;

/** Opens a dump into an empty directory. */
async function openDump(bytes: Buffer, dir: string): Promise<PGlite> {
  const loadDataDir = new Blob([new Uint8Array(bytes)], { type: "application/x-gzip" });
  const pg = new PGlite(dir, { loadDataDir, extensions });
  await pg.waitReady;
  return pg;
}

const isDatabase = async (dir: string) =>
  stat(path.join(dir, "PG_VERSION")).then(
    () => true,
    () => false,
  );

/**
 * A consistent copy of the embedded database at `dir`: asked of the server that holds it while the
 * site runs, or taken here, holding the directory meanwhile, when no process has it open.
 */
export async function dumpPglite(dir: string): Promise<Dump> {
  let hold: Hold;
  try {
    hold = await holdDataDir(dir, { role: "tool" });
  } catch (error) {
    if (error instanceof DataDirHeld && error.holder.role === "server") return dumpFromHolder(dir);
    throw error;
  }
  try {
    if (!(await isDatabase(dir))) throw new Error(`No embedded database at ${dir}.`);
    const pg = new PGlite(dir, { extensions });
    try {
      return await consistentDump(pg);
    } finally {
      await pg.close();
    }
  } finally {
    await hold.release();
  }
}

export type FilesCopied = { files: number; bytes: number };

/**
 * Copies the files under `from` that `to` does not hold yet (avatars and artwork never change under
 * one name). Run before and after the database is dumped, a backup holds every file the dump names,
 * even one replaced while it was being taken. Returns what `to` holds.
 */
export async function copyNewFiles(from: string, to: string): Promise<FilesCopied> {
  const have = new Set(await filesUnder(to));
  for (const relative of await filesUnder(from)) {
    if (have.has(relative)) continue;
    const target = path.join(to, ...relative.split("/"));
    await mkdir(path.dirname(target), { recursive: true });
    // A file removed since it was listed (an avatar replaced) is left out: the dump no longer names it.
    await copyFile(path.join(from, ...relative.split("/")), target).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
  }
  return filesIn(to);
}

export async function filesIn(folder: string): Promise<FilesCopied> {
  let bytes = 0;
  const files = await filesUnder(folder);
  for (const relative of files) bytes += (await stat(path.join(folder, ...relative.split("/")))).size;
  return { files: files.length, bytes };
}

const occupied = async (folder: string) => (await readdir(folder).catch(() => [])).length > 0;

export type PgliteTarget = { dir: string; imagesDir: string };

/**
 * Restores a dump and its images into the embedded database's directories, which must be empty
 * unless `force`: then what they held is set aside (renamed, never deleted) and their new names
 * returned. Refused while a process holds the directory. Returns the restored database's census.
 */
export async function restorePglite(
  { dir, imagesDir }: PgliteTarget,
  { bytes, images, force, stamp }: { bytes: Buffer; images: string | null; force: boolean; stamp: string },
): Promise<{ census: Census; images: FilesCopied; setAside: string[] }> {
  let hold: Hold;
  try {
    hold = await holdDataDir(dir, { role: "tool" });
  } catch (error) {
    if (error instanceof DataDirHeld) throw new Error(`${error.message} Stop it before restoring.`);
    throw error;
  }
  try {
    const full = [];
    for (const folder of [dir, imagesDir]) if (await occupied(folder)) full.push(folder);
    if (full.length && !force)
      throw new Error(
        `${full.join(" and ")} not empty: restore into empty ones, or pass --force to set them aside.`,
      );
    const setAside = full.map((folder) => `${folder}.replaced-${stamp}`);
    for (const [i, folder] of full.entries()) await rename(folder, setAside[i]!);

    await mkdir(dir, { recursive: true });
    const pg = await openDump(bytes, dir);
    let census: Census;
    try {
      census = await takeCensus(queryOf(pg));
    } finally {
      await pg.close();
    }
    await mkdir(imagesDir, { recursive: true });
    const copied = images ? await copyNewFiles(images, imagesDir) : await filesIn(imagesDir);
    return { census, images: copied, setAside };
  } finally {
    await hold.release();
  }
}
