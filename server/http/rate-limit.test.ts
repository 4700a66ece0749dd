/** @jest-environment node */
import { connectTestRedis } from "@/runtime/test-redis";
import { FallbackRateLimiter, MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from "./rate-limit";

describe("MemoryRateLimiter", () => {
  it("allows up to the limit in a window, then says when to retry, then opens again", async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter(() => now);
    for (let i = 0; i < 3; i++) expect((await limiter.hit("k", 3, 60)).allowed).toBe(true);
    const refused = await limiter.hit("k", 3, 60);
    expect(refused).toEqual({ allowed: false, retryAfter: 60 });
    now = 45_000;
    expect((await limiter.hit("k", 3, 60)).retryAfter).toBe(15);
    now = 60_000;
    expect((await limiter.hit("k", 3, 60)).allowed).toBe(true);
    await limiter.reset("k");
    expect((await limiter.hit("other", 1, 60)).allowed).toBe(true);
  });

  it("peeks without counting: how many are left, and when the window ends", async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter(() => now);
    expect(await limiter.peek("k", 2)).toEqual({ allowed: true, left: 2, retryAfter: 1 });
    await limiter.hit("k", 2, 60);
    expect(await limiter.peek("k", 2)).toEqual({ allowed: true, left: 1, retryAfter: 60 });
    expect(await limiter.peek("k", 2)).toEqual({ allowed: true, left: 1, retryAfter: 60 });
    await limiter.hit("k", 2, 60);
    now = 50_000;
    expect(await limiter.peek("k", 2)).toEqual({ allowed: false, left: 0, retryAfter: 10 });
    now = 60_000;
    expect((await limiter.peek("k", 2)).left).toBe(2);
  });
});

/** Against the real Redis the machines run; skipped, and saying so, where none answers. */
describe("RedisRateLimiter", () => {
  let redis: import("ioredis").Redis | null = null;

  beforeAll(async () => {
    redis = await connectTestRedis("RedisRateLimiter test");
  });
  afterAll(() => redis?.disconnect());

  it("shares counters through Redis with the same rules", async () => {
    if (!redis) return;
    const prefix = `cineva:test:${Date.now()}:`;
    const one = new RedisRateLimiter(redis as never, prefix);
    const another = new RedisRateLimiter(redis as never, prefix); // a second replica
    expect((await one.hit("login", 2, 30)).allowed).toBe(true);
    expect((await another.hit("login", 2, 30)).allowed).toBe(true);
    const refused = await one.hit("login", 2, 30);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(30);
    const peeked = await another.peek("login", 3);
    expect(peeked).toMatchObject({ allowed: false, left: 0 });
    expect(peeked.retryAfter).toBeLessThanOrEqual(30);
    expect((await another.peek("login", 5)).left).toBe(2);
    await another.reset("login");
    expect(await one.peek("login", 2)).toMatchObject({ allowed: true, left: 2 });
    expect((await one.hit("login", 2, 30)).allowed).toBe(true);
    await redis.del(`${prefix}login`);
  });
});

describe("FallbackRateLimiter", () => {
  it("counts on this process's own while the shared counters do not answer, instead of failing", async () => {
    let down = false;
    const shared = new MemoryRateLimiter();
    const flaky: RateLimiter = {
      hit: (...args) => (down ? Promise.reject(new Error("Connection is closed.")) : shared.hit(...args)),
      peek: (...args) => (down ? Promise.reject(new Error("Connection is closed.")) : shared.peek(...args)),
      reset: (key) => (down ? Promise.reject(new Error("Connection is closed.")) : shared.reset(key)),
    };
    const limiter = new FallbackRateLimiter(flaky);
    expect((await limiter.hit("otp", 2, 60)).allowed).toBe(true);
    down = true;
    expect((await limiter.hit("otp", 2, 60)).allowed).toBe(true);
    expect((await limiter.hit("otp", 2, 60)).allowed).toBe(true);
    expect((await limiter.hit("otp", 2, 60)).allowed).toBe(false); // still a limit
    await expect(limiter.reset("otp")).resolves.toBeUndefined();
    down = false;
    expect((await limiter.hit("otp", 2, 60)).allowed).toBe(true); // the shared count: 2 of 2
    expect((await limiter.hit("otp", 2, 60)).allowed).toBe(false);
  });
});
