// @ts-check
// Runs the backend suite again on PostgreSQL when TEST_DATABASE_URL names a server (CI sets it when
// the machine's local PostgreSQL answers); otherwise says why it is skipped.
import { spawnSync } from "node:child_process";

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log("test:pg skipped: TEST_DATABASE_URL is not set (the backend suite ran on PGlite).");
  process.exit(0);
}
const result = spawnSync("npx", ["jest", "server"], {
  stdio: "inherit",
  env: { ...process.env, NODE_OPTIONS: "--experimental-vm-modules" },
});
process.exit(result.status ?? 1);
