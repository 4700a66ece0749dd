// A backup of the site's database, consistent while the site runs (README "Backups"):
//
//   npm run backup                      # into backups/cineva-<pglite|postgres>-<UTC time>/
//   npm run backup -- --into /srv/backups
//
// With DATABASE_URL, PostgreSQL through pg_dump (custom format); without it, the embedded database
// and its images (CINEVA_DATA_DIR), copied by the running server if there is one.
import { parseArgs } from "node:util";
import { backup, targetOf } from "../server/db/backup";
import { summary } from "../server/db/backup-manifest";

async function main() {
  const { values } = parseArgs({ options: { into: { type: "string", default: "backups" } } });
  const { folder, manifest } = await backup(targetOf(process.env), { into: values.into });
  console.info(`Backed up into ${folder}: ${summary(manifest)}.`);
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
