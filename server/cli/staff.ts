/**
 * `npm run staff -- <command>` against DATABASE_URL or the embedded database (migrated first, so it
 * works on a fresh one). Commands: server/modules/studio/staff-command.ts.
 */
import { defaultDatabaseDir, openDatabase } from "../db/client";
import { parseStaffCommand, runStaffCommand, STAFF_USAGE } from "../modules/studio";

async function main(argv: string[]) {
  const command = parseStaffCommand(argv);
  if ("error" in command) {
    console.error(`${command.error}\n${STAFF_USAGE}`);
    process.exit(2);
  }
  const env = process.env;
  const handle = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dir: defaultDatabaseDir(env) },
  );
  try {
    for (const line of await runStaffCommand(handle.db, command, new Date())) console.info(line);
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
