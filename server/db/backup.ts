/**
 * `npm run backup` and `npm run restore` (scripts/backup.ts, scripts/restore.ts): a backup is a
 * folder holding the database (PGlite's data directory or a pg_dump), on PGlite the images beside it,
 * and manifest.json, written last, so a folder without one is no backup. A restore goes only into an
 * empty database unless forced, and checks the result against the manifest. README "Backups".
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { copyNewFiles, dumpPglite, restorePglite, type FilesCopied } from "./backup-pglite";
import { dumpPostgres, restorePostgres } from "./backup-postgres";
import {
  backupFolderName,
  DATABASE_FILES,
  differences,
  IMAGES_FOLDER,
  readManifest,
  writeManifest,
  type Census,
  type Manifest,
} from "./backup-manifest";
import { dataDir, defaultDatabaseDir } from "./client";

export type Target = { kind: "postgres"; url: string } | { kind: "pglite"; dir: string; imagesDir: string };

/** The database the site uses with this environment: DATABASE_URL, else the embedded one and its images. */
export function targetOf(env: NodeJS.ProcessEnv): Target {
  if (env.DATABASE_URL) return { kind: "postgres", url: env.DATABASE_URL };
  return { kind: "pglite", dir: defaultDatabaseDir(env), imagesDir: path.join(dataDir(env), "images") };
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Backs up `target` into a new folder under `into`; returns the folder and its manifest. */
export async function backup(target: Target, { into, now = new Date() }: { into: string; now?: Date }) {
  const folder = path.join(into, backupFolderName(target.kind, now));
  // The whole database is in there (password hashes, sessions): for the operator's eyes only.
  await mkdir(into, { recursive: true, mode: 0o700 });
  await mkdir(folder, { mode: 0o700 }); // fails if a backup of this very second exists: never written over
  try {
    const file = path.join(folder, DATABASE_FILES[target.kind]);
    let census: Census;
    let images: FilesCopied | null = null;
    if (target.kind === "pglite") {
      const copies = path.join(folder, IMAGES_FOLDER);
      await copyNewFiles(target.imagesDir, copies);
      const dump = await dumpPglite(target.dir);
      images = await copyNewFiles(target.imagesDir, copies);
      await writeFile(file, dump.bytes);
      census = dump.census;
    } else {
      census = await dumpPostgres(target.url, file);
    }
    const bytes = await readFile(file);
    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      kind: target.kind,
      schemaVersion: census.schemaVersion,
      database: { file: DATABASE_FILES[target.kind], bytes: bytes.length, sha256: sha256(bytes) },
      counts: census.counts,
      images,
    };
    await writeManifest(folder, manifest);
    return { folder, manifest };
  } catch (error) {
    await rm(folder, { recursive: true, force: true }); // half a backup must not pass for one
    throw error;
  }
}

const KIND_NAMES = { pglite: "the embedded database (PGlite)", postgres: "PostgreSQL" } as const;
const WHERE_TO = {
  pglite: "run the restore without DATABASE_URL",
  postgres: "set DATABASE_URL to the database to restore into",
} as const;

/**
 * Restores the backup in `folder` into `target`: refused for a backup of the other kind of database,
 * a damaged database file, or a database that is not empty (unless `force`); afterwards every
 * table's rows, the schema version and the images are checked against the manifest.
 */
export async function restore(
  target: Target,
  folder: string,
  { force = false, now = new Date() }: { force?: boolean; now?: Date } = {},
) {
  const manifest = await readManifest(folder);
  if (manifest.kind !== target.kind)
    throw new Error(
      `This backup is of ${KIND_NAMES[manifest.kind]}, not ${KIND_NAMES[target.kind]}: ${WHERE_TO[manifest.kind]}.`,
    );
  const file = path.join(folder, path.basename(manifest.database.file));
  const bytes = await readFile(file).catch(() => {
    throw new Error(`${file} is missing.`);
  });
  if (bytes.length !== manifest.database.bytes || sha256(bytes) !== manifest.database.sha256)
    throw new Error(`${file} is damaged: it is not the file the manifest describes. Nothing was restored.`);

  let census: Census;
  let setAside: string[] = [];
  const problems: string[] = [];
  if (target.kind === "pglite") {
    const images = manifest.images ? path.join(folder, IMAGES_FOLDER) : null;
    const stamp = backupFolderName("pglite", now).replace("cineva-pglite-", "");
    const restored = await restorePglite(target, { bytes, images, force, stamp });
    ({ census, setAside } = restored);
    if (manifest.images && restored.images.files !== manifest.images.files)
      problems.push(`images: ${restored.images.files} files instead of ${manifest.images.files}`);
  } else {
    census = await restorePostgres(target.url, file, { force });
  }
  problems.push(...differences(manifest, census));
  if (problems.length)
    throw new Error(
      `The restored database does not match the backup's manifest:\n  ${problems.join("\n  ")}`,
    );
  return { manifest, census, setAside };
}
