/** @jest-environment node */
// POST /login's lock-out (issue #33): wrong passwords pause the guessing address, never the owner.
import { createUser } from "../../test-harness";
import { bodyOf, ctx, login, MINUTE, typed, setUpAccountsContext } from "./test-kit";

setUpAccountsContext();

describe("POST /login, after wrong passwords", () => {
  it("pauses an address after 5 wrong passwords for a phone, warning before the last two, the wait in minutes", async () => {
    const { user, password } = await createUser(ctx);
    const phone = typed(user.phoneNumber);
    const ip = "198.51.100.10";
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const wrong = await login(phone, `Wrong-${i}-pass`, { ip });
      expect(wrong.status).toBe(401);
      const { attempts_left, lockout_seconds } = await bodyOf(wrong);
      answers.push([attempts_left, lockout_seconds]);
    }
    // The warning says how many are left and for how long sign-in from here then pauses.
    expect(answers).toEqual([
      [undefined, undefined],
      [undefined, undefined],
      [2, 15 * 60],
      [1, 15 * 60],
      [0, 15 * 60],
    ]);
    const locked = await login(phone, password, { ip, headers: { "Accept-Language": "vi" } });
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await bodyOf(locked)).toEqual({
      message: "Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 15 phút.",
      retry_after: retryAfter,
    });

    ctx.advance(retryAfter * 1000);
    expect((await login(phone, password, { ip })).status).toBe(200);
  });

  it("lets the owner in from another address while a stranger's guesses are paused (issue #33)", async () => {
    const { user, password } = await createUser(ctx);
    const phone = typed(user.phoneNumber);
    for (let i = 0; i < 6; i++) await login(phone, `Guess-${i}-pass`, { ip: "203.0.113.66" });
    expect((await login(phone, `Guess-7-pass`, { ip: "203.0.113.66" })).status).toBe(429);
    // The owner, at home: the right password gets in; a typo there is counted from zero.
    expect((await login(phone, password, { ip: "198.51.100.20" })).status).toBe(200);
    const typo = await login(phone, "Typo-pass1", { ip: "198.51.100.20" });
    expect(typo.status).toBe(401);
    expect(await bodyOf(typo)).toEqual({ message: "The phone number or password is incorrect." });
  });

  it("slows a phone guessed at from many addresses to one attempt a minute, without locking its owner out", async () => {
    const { user, password } = await createUser(ctx);
    const phone = typed(user.phoneNumber);
    for (let address = 0; address < 4; address++)
      for (let i = 0; i < 5; i++)
        expect((await login(phone, `Guess-${i}-pass`, { ip: `203.0.113.${address + 1}` })).status).toBe(401);
    // Twenty wrong passwords this hour: a new address's first attempt still goes through…
    expect((await login(phone, password, { ip: "198.51.100.30" })).status).toBe(200);
    // … and the next one within the minute waits, from wherever it comes.
    const slowed = await login(phone, "Guess-x-pass", { ip: "203.0.113.99" });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    expect((await bodyOf(slowed)).message).toMatch(
      /^Too many attempts\. Please try again in (\d+ seconds|1 min)\.$/,
    );
    ctx.advance(MINUTE);
    expect((await login(phone, password, { ip: "198.51.100.31" })).status).toBe(200);
  });

  it("counts an unknown phone like a known one: the answers tell nobody which phones have accounts", async () => {
    const { user } = await createUser(ctx);
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      const a = await login(typed(user.phoneNumber), `Wrong-${i}-pass`, { ip: "198.51.100.40" });
      const b = await login("0977 123 456", `Wrong-${i}-pass`, { ip: "198.51.100.41" });
      known.push([a.status, await a.json()]);
      unknown.push([b.status, await b.json()]);
    }
    expect(known).toEqual(unknown);
  });

  it("resets an address's count on success", async () => {
    const { user, password } = await createUser(ctx);
    const phone = typed(user.phoneNumber);
    const ip = "198.51.100.50";
    for (let i = 0; i < 4; i++) expect((await login(phone, `Wrong-${i}-pass`, { ip })).status).toBe(401);
    expect((await login(phone, password, { ip })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(phone, `Wrong-${i}-pass`, { ip })).status).toBe(401);
    expect((await login(phone, password, { ip })).status).toBe(200);
  });

  it("limits attempts per address across phone numbers", async () => {
    const ip = "203.0.113.7";
    let status = 0;
    let attempts = 0;
    while (attempts < 40) {
      attempts += 1;
      status = (await login(`0988 ${String(100000 + attempts)}`, "Wrong-pass1", { ip })).status;
      if (status === 429) break;
    }
    expect(status).toBe(429);
    expect(attempts).toBe(31);
    // Another address is not affected.
    expect((await login("0988 100001", "Wrong-pass1")).status).toBe(401);
  });
});
