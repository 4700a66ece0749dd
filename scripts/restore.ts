// Restores a backup made by `npm run backup` into the database this environment names (README "Backups"):
//
//   npm run restore -- backups/cineva-pglite-20261122-030000           # into an empty one only
//   npm run restore -- backups/cineva-pglite-20261122-030000 --force   # replace what is there
//
// The embedded database's directories are set aside (renamed) by --force, never deleted; a
// PostgreSQL database's Cineva schemas are dropped. Every table's rows are checked against the
// backup's manifest afterwards.
import { parseArgs } from "node:util";
import { restore, targetOf } from "../server/db/backup";
import { summary } from "../server/db/backup-manifest";

async function main() {
  const { values, positionals } = parseArgs({
    options: { force: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1)
    throw new Error("Name one backup folder: npm run restore -- <folder> [--force]");
  const { manifest, setAside } = await restore(targetOf(process.env), positionals[0]!, {
    force: values.force,
  });
  for (const folder of setAside) console.info(`What was there before is kept in ${folder}.`);
  console.info(`Restored and checked against the manifest: ${summary(manifest)}.`);
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
