import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/** e2e runs against the production server (`next build` first), on its own port and data directory. */
const PORT = Number(process.env.E2E_PORT ?? 3200);
const baseURL = `http://127.0.0.1:${PORT}`;
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3210);
// Every site the tests start (this file's and the specs' own) keeps the demo's clips: no packaging
// job of the demo's titles (server/demo/demo-media.ts) runs under the tests or changes what they play.
process.env.CINEVA_DEMO_MEDIA = "0";

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
  // Generous: the suite shares two cores with the server, PGlite and Chromium.
  timeout: 60_000,
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
        // The framing test serves an embedding page itself; Chromium would otherwise refuse its
        // local frames for network-address reasons before frame-ancestors is even consulted.
        "--disable-features=LocalNetworkAccessChecks",
      ],
    },
  },
  projects: [
    // First, against the server just started: nothing is cached yet but what the build prerendered.
    { name: "cold", testMatch: /cold-csp\.spec\.ts/ },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: /cold-csp\.spec\.ts/,
      dependencies: ["cold"],
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], channel: undefined },
      testMatch: /responsive\.spec\.ts/,
      dependencies: ["cold"],
    },
  ],
  webServer: [
    {
      // Stands in for Google: the social sign-in flow runs against it (e2e/oidc/server.mjs).
      command: `node e2e/oidc/server.mjs`,
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: !process.env.CI,
      env: { OIDC_PORT: String(OIDC_PORT), OIDC_APP_ORIGIN: baseURL },
      stdout: "ignore",
    },
    {
      // A fresh database, and none of the pages an earlier run cached from its data.
      command: `rm -rf data/e2e && node scripts/reset-page-cache.mjs && node scripts/start.mjs -p ${PORT}`,
      // Healthy means migrated and seeded: the first start draws the demo's artwork.
      url: `${baseURL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      // Every test browser signs in from 127.0.0.1: per-address limits are scaled, per-phone ones are not.
      env: {
        CINEVA_DATA_DIR: "data/e2e",
        CINEVA_SANDBOX: "1",
        // The fault switch (server/faults.ts) for e2e/faults.spec.ts: only ever set for tests.
        CINEVA_FAULTS: "1",
        CINEVA_IP_LIMIT_SCALE: "20",
        NEXTAUTH_URL: baseURL,
        // The backend builds the payment gateway and return addresses from the site's address; `npm test`
        // builds with the same one, so prerendered canonicals and the sitemap agree with the server.
        NEXT_PUBLIC_SITE_URL: baseURL,
        GOOGLE_CLIENT_ID: "cineva-e2e",
        GOOGLE_CLIENT_SECRET: "cineva-e2e-secret",
        GOOGLE_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
      },
      stdout: "pipe",
    },
  ],
});
