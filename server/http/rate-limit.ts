import { loadIoredis } from "@/runtime/redis";

type Verdict = { allowed: boolean; retryAfter: number };

/** Counts hits per key in fixed windows; answers whether one more is allowed and when to retry. */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<Verdict>;
  /**
   * Whether a hit would still be allowed, without counting one, and how many are left: for limits
   * that count only failures (a wrong password), checked before the attempt and hit after it.
   */
  peek(key: string, limit: number): Promise<Verdict & { left: number }>;
  reset(key: string): Promise<void>;
  /** Lets its connection go (a replica shutting down). */
  close?(): Promise<void>;
}

/** What a window with `count` hits that ends in `ttlMs` says to one more under `limit`. */
function peeked(count: number, ttlMs: number, limit: number) {
  const left = Math.max(0, limit - count);
  return { allowed: left > 0, left, retryAfter: Math.max(1, Math.ceil(ttlMs / 1000)) };
}

/** One process's memory: right for a laptop; a fleet sets REDIS_URL so replicas share counters. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowSeconds: number) {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.windows.set(key, window);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    window.count += 1;
    const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    return { allowed: window.count <= limit, retryAfter };
  }

  async peek(key: string, limit: number) {
    const now = this.now();
    const window = this.windows.get(key);
    const live = window && window.resetAt > now ? window : null;
    return peeked(live?.count ?? 0, live ? live.resetAt - now : 0, limit);
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

type RedisPipeline = {
  incr(key: string): RedisPipeline;
  pttl(key: string): RedisPipeline;
  exec(): Promise<[Error | null, unknown][] | null>;
};
type RedisLike = {
  multi(): RedisPipeline;
  get(key: string): Promise<string | null>;
  pttl(key: string): Promise<number>;
  pexpire(key: string, ms: number): Promise<unknown>;
  del(key: string): Promise<unknown>;
  disconnect(): void;
};

/** Shared counters in Redis (INCR + PEXPIRE on the window's first hit). */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: RedisLike,
    private readonly prefix = "cineva:rl:",
  ) {}

  async hit(key: string, limit: number, windowSeconds: number) {
    const redisKey = this.prefix + key;
    const replies = await this.redis.multi().incr(redisKey).pttl(redisKey).exec();
    const count = Number(replies?.[0]?.[1] ?? 1);
    let ttl = Number(replies?.[1]?.[1] ?? -1);
    if (ttl < 0) {
      ttl = windowSeconds * 1000;
      await this.redis.pexpire(redisKey, ttl);
    }
    return { allowed: count <= limit, retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
  }

  async peek(key: string, limit: number) {
    const redisKey = this.prefix + key;
    const [count, ttl] = await Promise.all([this.redis.get(redisKey), this.redis.pttl(redisKey)]);
    return peeked(Number(count ?? 0), Math.max(0, ttl), limit);
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async close() {
    this.redis.disconnect();
  }
}

/**
 * The shared counters, and this process's own while Redis does not answer: a limit then counts one
 * replica's requests (still a limit), rather than the request failing.
 */
export class FallbackRateLimiter implements RateLimiter {
  constructor(
    private readonly shared: RateLimiter,
    private readonly local: RateLimiter = new MemoryRateLimiter(),
  ) {}

  async hit(key: string, limit: number, windowSeconds: number) {
    try {
      return await this.shared.hit(key, limit, windowSeconds);
    } catch {
      return this.local.hit(key, limit, windowSeconds);
    }
  }

  async peek(key: string, limit: number) {
    try {
      return await this.shared.peek(key, limit);
    } catch {
      return this.local.peek(key, limit);
    }
  }

  async close() {
    await this.shared.close?.();
  }

  async reset(key: string) {
    await this.local.reset(key);
    await this.shared.reset(key).catch(() => undefined);
  }
}

export async function createRateLimiter(redisUrl: string | undefined): Promise<RateLimiter> {
  if (!redisUrl) return new MemoryRateLimiter();
  const { Redis } = loadIoredis();
  // Fails fast when Redis is away (no queue of commands waiting for it): the local counters answer.
  const redis = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
  });
  redis.on("error", () => undefined); // it reconnects by itself
  return new FallbackRateLimiter(new RedisRateLimiter(redis as unknown as RedisLike));
}
