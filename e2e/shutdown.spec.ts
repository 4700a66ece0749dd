import { expect, test } from "@playwright/test";
import { startSite } from "./start-site";

/**
 * Issue #33: a replica told to stop (SIGTERM, as a deploy does) refuses new connections, finishes the
 * requests in flight, closes its database, and exits 0; started again on the same data, it serves
 * everything it had.
 */

const PORT = 3274;
const ORIGIN = `http://127.0.0.1:${PORT}`;

test("SIGTERM lets the request in flight finish, refuses new ones, and leaves the database whole", async () => {
  test.setTimeout(180_000);
  const env = { NEXTAUTH_URL: ORIGIN, CINEVA_FAULTS: "1" };
  const first = startSite(env, PORT);
  let second: ReturnType<typeof startSite> | undefined;
  try {
    await expect
      .poll(async () => (await fetch(`${ORIGIN}/api/health`).catch(() => null))?.status, { timeout: 120_000 })
      .toBe(200);
    const before = (await (await fetch(`${ORIGIN}/api/movies?per_page=3`)).json()) as { data: unknown[] };
    expect(before.data).toHaveLength(3);

    // A read held back for 3 s (the fault switch), SIGTERM while it waits.
    const fault = await fetch(`${ORIGIN}/api/sandbox/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: "/movies", mode: "slow", delayMs: 3_000 }),
    });
    expect(fault.status).toBe(201);
    const slow = fetch(`${ORIGIN}/api/movies?per_page=3`, { headers: { Connection: "close" } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    first.signal("SIGTERM");
    await expect
      .poll(async () =>
        fetch(`${ORIGIN}/api/health`).then(
          () => "answered",
          (error: Error & { cause?: { code?: string } }) => error.cause?.code,
        ),
      )
      .toBe("ECONNREFUSED");

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: unknown[] }).data).toEqual(before.data);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("SIGTERM: finishing requests in flight");

    // The same data directory opens again, with what it held.
    second = startSite(env, PORT, first.dataDir);
    await expect
      .poll(async () => (await fetch(`${ORIGIN}/api/health`).catch(() => null))?.status, { timeout: 120_000 })
      .toBe(200);
    const after = (await (await fetch(`${ORIGIN}/api/movies?per_page=3`)).json()) as { data: unknown[] };
    expect(after.data).toEqual(before.data);
    expect(second.output()).not.toMatch(/seeded/);
  } finally {
    await second?.stop();
    await first.stop();
  }
});
