/** @jest-environment node */
import { eq, inArray, sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import { loadIoredis } from "@/runtime/redis";
import { users } from "../../db/schema";
import { createTestContext, tokenFor, type TestContext } from "../../test-harness";
import { connectTestRedis } from "@/runtime/test-redis";
import { boardOf, leaderboard, type Period } from "./leaderboard";
import { LEADERBOARD_CHANNEL, RedisLeaderboard } from "./leaderboard-mirror";
import { DAY, give } from "./test-kit";

/**
 * The Redis mirror against the real Redis the machines run (runtime/test-redis.ts: skipped, saying so,
 * where none answers) and the harness's database (PGlite, or PostgreSQL under TEST_DATABASE_URL).
 */
jest.setTimeout(60_000);

// Sunday 22 November 2026, 10:00 in Vietnam: the week began on Monday the 16th, the month on the 1st.
const now = new Date("2026-11-22T03:00:00.000Z");
const PERIODS: Period[] = ["week", "month", "all"];

let redis: Redis | null = null;
const prefixes: string[] = [];

beforeAll(async () => {
  redis = await connectTestRedis("Leaderboard mirror tests");
});

afterAll(async () => {
  if (!redis) return;
  for (const prefix of prefixes) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  }
  redis.disconnect();
});

function mirrorOn(ctx: TestContext) {
  const prefix = `cineva:test:lb:${Date.now()}:${Math.random().toString(36).slice(2)}:`;
  prefixes.push(prefix);
  return { mirror: new RedisLeaderboard(redis!, ctx.db, ctx.deps.now, prefix), prefix };
}

/** The board as the site would show it, for `me`, from the mirror or from PostgreSQL alone. */
async function shown(ctx: TestContext, period: Period, me: number | null, mirror?: RedisLeaderboard) {
  const { rows } = await leaderboard(ctx.db, period, now, me, mirror);
  return rows.map((row) => [row.rank, row.userId, row.points]);
}

/** Reads through the mirror until it answers (the first read of a board starts its build). */
async function ready(mirror: RedisLeaderboard, period: Period) {
  await mirror.read(boardOf(period, now), 1, null);
  await mirror.idle();
  expect(await mirror.read(boardOf(period, now), 1, null)).not.toBeNull();
}

/** Polls until `check` passes (a notification arrives a moment after its commit). */
async function eventually(check: () => Promise<void>, ms = 5_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

async function crowd(ctx: TestContext, size: number, tag: string) {
  return ctx.db
    .insert(users)
    .values(
      Array.from({ length: size }, (_, i) => ({
        phoneNumber: `8497${tag}${String(i).padStart(5, "0")}`,
        name: `Crowd ${tag} ${i}`,
        referralCode: `CROWD${tag}${i}`,
      })),
    )
    .returning({ id: users.id });
}

describe("the leaderboards' Redis mirror", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ now });
  });
  afterAll(() => ctx.close());

  it("shows every place as PostgreSQL does, ties and blocked accounts included", async () => {
    if (!redis) return;
    const people = await crowd(ctx, 140, "1");
    // Few distinct totals and moments, so that many viewers tie on points, and some on both.
    for (const [i, { id }] of people.entries()) {
      const at = new Date(now.getTime() - ((i % 4) + 1) * 3_600_000);
      await give(ctx, id, 10 * ((i % 6) + 1), at);
      if (i % 5 === 0) await give(ctx, id, 25, new Date(now.getTime() - 12 * DAY)); // earlier this month
      if (i % 9 === 0) await give(ctx, id, 40, new Date(now.getTime() - 60 * DAY)); // months ago
    }
    await ctx.db
      .update(users)
      .set({ status: "blocked" })
      .where(inArray(users.id, [people[3]!.id, people[70]!.id]));
    const { mirror } = mirrorOn(ctx);

    // The first read finds no board in Redis: PostgreSQL answers while the board is built.
    expect(await mirror.read(boardOf("week", now), 100, null)).toBeNull();
    for (const period of PERIODS) {
      await ready(mirror, period);
      expect(await shown(ctx, period, null, mirror)).toEqual(await shown(ctx, period, null));
      for (const { id } of people) {
        const viaRedis = await mirror.read(boardOf(period, now), 0, id);
        const [mine] = (await shown(ctx, period, id)).filter(([, userId]) => userId === id);
        expect([viaRedis?.mine?.rank, viaRedis?.mine?.points]).toEqual(
          mine ? [mine[0], mine[2]] : [undefined, undefined],
        );
      }
    }
  });

  it("follows earnings, blocks and deleted accounts as they commit", async () => {
    if (!redis) return;
    const people = await crowd(ctx, 120, "2");
    for (const [i, { id }] of people.entries()) await give(ctx, id, 1_000 + i, new Date(now.getTime() - DAY));
    const { mirror } = mirrorOn(ctx);
    const stop = await ctx.handle.listen(
      LEADERBOARD_CHANNEL,
      (payload) => mirror.notify(payload),
      () => mirror.markStale(),
    );
    try {
      await ready(mirror, "week");
      const last = people[0]!.id;
      expect((await mirror.read(boardOf("week", now), 100, last))?.mine?.rank).toBeGreaterThan(100);

      // The last of them earns enough to lead: through the site's own route, read from Redis.
      await give(ctx, last, 5_000, new Date(now.getTime() - 60_000));
      const read = jest.spyOn(mirror, "read");
      ctx.deps.leaderboardMirror = mirror;
      const token = await tokenFor(ctx, last);
      await eventually(async () => {
        const response = await ctx.get("/api/leaderboard?period=week", { token });
        const body = (await response.json()) as { me: { rank: number; points: number } };
        expect(body.me).toEqual({ rank: 1, points: 6_000 });
      });
      expect(await read.mock.results.at(-1)!.value).not.toBeNull();
      expect(await shown(ctx, "week", last, mirror)).toEqual(await shown(ctx, "week", last));

      // Blocked by hand in SQL: they leave the board, and everyone behind moves up a place.
      await ctx.db.update(users).set({ status: "blocked" }).where(eq(users.id, last));
      const second = people[1]!.id;
      await eventually(async () => {
        expect((await mirror.read(boardOf("all", now), 100, last))?.mine).toBeNull();
      });
      expect(await shown(ctx, "all", second, mirror)).toEqual(await shown(ctx, "all", second));

      // The totals recomputed by hand (rebuild_leaderboard() after an import): the boards follow.
      await ctx.db.execute(sql`update point_transactions set delta = delta + 9000 where user_id = ${second}`);
      await ctx.db.execute(sql`select rebuild_leaderboard()`);
      await eventually(async () => {
        expect(await mirror.read(boardOf("all", now), 1, null)).toBeNull(); // dropped, being rebuilt
      });
      await mirror.idle();
      expect((await mirror.read(boardOf("all", now), 1, null))?.top[0]?.userId).toBe(second);
      expect(await shown(ctx, "all", null, mirror)).toEqual(await shown(ctx, "all", null));

      // A deleted account leaves too.
      await ctx.db.delete(users).where(eq(users.id, second));
      await eventually(async () => {
        const board = await mirror.read(boardOf("month", now), 1, null);
        expect(board?.top[0]?.userId).toBe(people.at(-1)!.id);
      });
      expect(await shown(ctx, "month", null, mirror)).toEqual(await shown(ctx, "month", null));
    } finally {
      ctx.deps.leaderboardMirror = undefined;
      await stop();
    }
  });

  it("rebuilds from PostgreSQL what it may have missed or lost", async () => {
    if (!redis) return;
    const people = await crowd(ctx, 5, "3");
    for (const [i, { id }] of people.entries())
      await give(ctx, id, 100_000 + i, new Date(now.getTime() - DAY));
    const { mirror, prefix } = mirrorOn(ctx);
    await ready(mirror, "week");
    const top = async () => (await mirror.read(boardOf("week", now), 1, null))?.top[0]?.userId;
    expect(await top()).toBe(people[4]!.id);

    // Nobody listens, so this earning is not heard: the mirror is behind until told to catch up.
    await give(ctx, people[0]!.id, 50_000, new Date(now.getTime() - 60_000));
    expect(await top()).toBe(people[4]!.id);
    mirror.markStale();
    expect(await top()).toBeUndefined(); // PostgreSQL answers meanwhile
    await mirror.idle();
    expect(await top()).toBe(people[0]!.id);

    // A board built long ago goes on answering while it is built again (a hand edit is caught up).
    await ctx.db.execute(
      sql`update leaderboard_totals set points = points + 90000 where user_id = ${people[1]!.id}`,
    );
    await redis.set(`${prefix}week:${boardOf("week", now).startsOn}:ready`, String(Date.now() - DAY));
    expect(await top()).toBe(people[0]!.id);
    await mirror.idle();
    expect(await top()).toBe(people[1]!.id);

    // Redis lost everything (a restart without persistence): the board comes back from PostgreSQL.
    const keys = await redis.keys(`${prefix}*`);
    await redis.del(...keys);
    expect(await mirror.read(boardOf("week", now), 1, null)).toBeNull();
    await mirror.idle();
    expect(await top()).toBe(people[1]!.id);
  });

  it("never lowers a total with a late write", async () => {
    if (!redis) return;
    const [person] = await crowd(ctx, 1, "4");
    const id = person!.id;
    await give(ctx, id, 30, new Date(now.getTime() - 2 * 3_600_000));
    const { mirror, prefix } = mirrorOn(ctx);
    await ready(mirror, "week");
    const board = boardOf("week", now);
    const points = async () => (await mirror.read(board, 0, id))?.mine?.points;
    expect(await points()).toBe(30);

    await give(ctx, id, 5, new Date(now.getTime() - 3_600_000));
    await mirror.copy([id], [board]);
    expect(await points()).toBe(35);
    // A copy of the row as it was before (30 points, reached earlier) arrives late: it is ignored.
    const zset = `${prefix}week:${board.startsOn}`;
    const earlier = `${99_999_999_999_999_999n - BigInt(now.getTime() - 2 * 3_600_000) * 1000n}`;
    const member = earlier + String(9_999_999_999 - id).padStart(10, "0");
    const put = (redis as unknown as { lbPut: (...args: unknown[]) => Promise<number> }).lbPut;
    expect(await put.call(redis, zset, `${zset}:users`, id, 30, member)).toBe(0);
    expect(await points()).toBe(35);
  });

  it("answers nothing, quickly, when Redis is away, and the route reads PostgreSQL", async () => {
    const { Redis } = loadIoredis();
    const away = new Redis("redis://127.0.0.1:1", {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null, // no reconnecting timer left behind
    });
    away.on("error", () => {});
    const mirror = new RedisLeaderboard(away, ctx.db, ctx.deps.now, "cineva:test:away:");
    const started = Date.now();
    expect(await mirror.read(boardOf("week", now), 100, 1)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
    ctx.deps.leaderboardMirror = mirror;
    try {
      const response = await ctx.get("/api/leaderboard?period=all");
      expect(response.status).toBe(200);
      const body = (await response.json()) as { entries: { rank: number; points: number }[] };
      expect(body.entries.map((e) => [e.rank, e.points])).toEqual(
        (await shown(ctx, "all", null)).map(([rank, , points]) => [rank, points]),
      );
    } finally {
      ctx.deps.leaderboardMirror = undefined;
      away.disconnect();
    }
  });
});
