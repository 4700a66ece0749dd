import { networkInterfaces } from "node:os";
import { expect, test } from "@playwright/test";
import { startSite as start } from "./start-site";

/**
 * Issue #33: the demo (`npm start` on a build made without CINEVA_SANDBOX=0) says on every page that
 * its codes and payments are simulated, listens on this machine only, and refuses to start where
 * strangers could reach its outboxes and test gateway (server/sandbox-start.ts).
 */

test("every kind of page carries the demo banner, in the page's language", async ({ page }) => {
  const pages = [
    ["/en", "Demo", "Demo site: codes and payments are simulated."],
    ["/vi/movies", "Bản demo", "Trang demo: mã xác nhận và thanh toán đều là giả lập."],
    ["/en/movie/18/the-quiet-orbit", "Demo", "Demo site"],
    ["/vi/profile/info", "Bản demo", "Trang demo"], // rendered per request
    ["/en/blank-leaderboard", "Demo", "Demo site"], // embedded by the apps
  ] as const;
  for (const [path, label, text] of pages) {
    await page.goto(path);
    const banner = page.getByRole("complementary", { name: label, exact: true });
    await expect(banner, path).toContainText(text);
    // Above everything else, and nothing covers it.
    const box = await banner.boundingBox();
    expect(box?.y, path).toBe(0);
  }
});

test("the demo refuses to start where strangers could reach its sandbox", async () => {
  test.setTimeout(120_000);
  const cases = [
    [
      { NEXTAUTH_URL: "https://cineva.example" },
      /NEXTAUTH_URL=https:\/\/cineva\.example is not an address of this machine/,
    ],
    [{ CINEVA_HOST: "0.0.0.0" }, /listens on 0\.0\.0\.0/],
    [
      { VNPAY_TMN_CODE: "SHOP", VNPAY_HASH_SECRET: "real", VNPAY_URL: "https://pay.example" },
      /real payment gateway/,
    ],
    [{ CINEVA_SANDBOX: "0" }, /this build is the demo's/],
  ] as const;
  for (const [env, reason] of cases) {
    const server = start(env, 3271);
    try {
      expect(await server.exited, JSON.stringify(env)).toBe(1);
      expect(server.output()).toMatch(/Cineva will not start: /);
      expect(server.output()).toMatch(reason);
    } finally {
      await server.stop();
    }
  }
});

test("the demo listens on this machine only", async () => {
  test.setTimeout(120_000);
  const server = start({ NEXTAUTH_URL: "http://127.0.0.1:3272" }, 3272);
  try {
    await expect
      .poll(async () => (await fetch("http://127.0.0.1:3272/api/health").catch(() => null))?.status, {
        timeout: 90_000,
      })
      .toBe(200);
    // Another address of this machine, as a neighbour on its network would use it.
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === "IPv4" && !address.internal);
    test.skip(!outside, "this machine has no network address but loopback");
    const error = await fetch(`http://${outside!.address}:3272/api/health`).then(
      () => null,
      (reason: Error & { cause?: { code?: string } }) => reason.cause?.code,
    );
    expect(error).toBe("ECONNREFUSED");
  } finally {
    await server.stop();
  }
});
