import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/** e2e runs against the production server (`next build` first), on its own port and data directory. */
const PORT = Number(process.env.E2E_PORT ?? 3200);
const baseURL = `http://127.0.0.1:${PORT}`;

/** Debian's Chromium where it is installed (no browser download is possible here), else Playwright's. */
const SYSTEM_CHROMIUM = "/usr/bin/chromium";
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined);

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "phone", use: { ...devices["Pixel 7"], channel: undefined }, testMatch: /responsive\.spec\.ts/ },
  ],
  webServer: {
    command: `rm -rf data/e2e && npx next start -p ${PORT}`,
    // Healthy means migrated and seeded: the first start draws the demo's artwork.
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    // Every test browser signs in from 127.0.0.1: per-address limits are scaled, per-phone ones are not.
    env: { CINEVA_DATA_DIR: "data/e2e", CINEVA_SANDBOX: "1", CINEVA_IP_LIMIT_SCALE: "20" },
    stdout: "pipe",
  },
});
