/**
 * The leaderboards mirrored in Redis sorted sets, when REDIS_URL is set: the top 100 and a viewer's
 * own place are then O(log n) however far down the board the viewer is (ZREVRANGE, ZREVRANK), where
 * PostgreSQL can only count the rows ahead of them.
 *
 * PostgreSQL's leaderboard_totals stays the source of truth. Every commit that may move someone (an
 * earning, a status change, a deleted account) notifies 'cineva_leaderboard' with the user's id
 * (migration 0007); the mirror copies that user's current rows. A board Redis does not hold is built
 * from PostgreSQL in the background while readers are answered from PostgreSQL; so is every current
 * board when notifications may have been missed (the listening connection was lost, or Redis refused
 * a write). A board older than REBUILD_AFTER_SECONDS is rebuilt while it goes on answering. A Redis
 * that does not answer is never an error: the reader falls back to PostgreSQL.
 *
 * One sorted set per board. Its score is the points; its member sorts equal scores the way the board
 * does (who reached the total first, then the older account) and ends with the user id: 17 digits of
 * (10^17 − 1 − reached_at in µs) and 10 of (10^10 − 1 − user id), so that the larger member comes
 * first in Redis's descending order. A hash maps each user to their member, so a user moves with one
 * script, and a total older than the one Redis holds (a late write) never lowers it.
 */
import { and, asc, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import { loadIoredis } from "@/runtime/redis";
import type { DatabaseHandle, Executor } from "../../db/client";
import { leaderboardTotals, users } from "../../db/schema";
import type { LeaderboardMirror, MirroredBoard } from "../../http/ports";
import { boardOf, type Board, type Period } from "./leaderboard";

export const LEADERBOARD_CHANNEL = "cineva_leaderboard";
/**
 * How old a board may grow before it is rebuilt, still answering meanwhile: a safety net for what
 * no notification said (a hand edit of leaderboard_totals), not the way the mirror keeps up.
 */
export const REBUILD_AFTER_SECONDS = 15 * 60;
const PERIODS: Period[] = ["week", "month", "all"];
/** A finished week's or month's board is not read again; Redis lets it go after this long. */
const KEEP_SECONDS: Record<Period, number | null> = { week: 8 * 86_400, month: 32 * 86_400, all: null };
const BUILD_BATCH = 10_000;
const WRITE_BATCH = 1_000;

/** The member for a leaderboard_totals row, computed by the database (exact microseconds). */
const memberSql = sql<string>`lpad((99999999999999999 - (extract(epoch from ${leaderboardTotals.reachedAt}) * 1000000)::bigint)::text, 17, '0') || lpad((9999999999 - ${leaderboardTotals.userId})::text, 10, '0')`;
const userOfMember = (member: string) => 9_999_999_999 - Number(member.slice(17));

/** Sets users' entries (user, points, member triples), unless Redis already holds a higher total. */
const PUT = `
local applied = 0
for i = 1, #ARGV, 3 do
  local user, points, member = ARGV[i], tonumber(ARGV[i + 1]), ARGV[i + 2]
  local old = redis.call('HGET', KEYS[2], user)
  local score = old and tonumber(redis.call('ZSCORE', KEYS[1], old))
  if not (score and score > points) then
    if old and old ~= member then redis.call('ZREM', KEYS[1], old) end
    redis.call('ZADD', KEYS[1], points, member)
    redis.call('HSET', KEYS[2], user, member)
    applied = applied + 1
  end
end
return applied`;

/** Takes users off a board. */
const DROP = `
for i = 1, #ARGV do
  local old = redis.call('HGET', KEYS[2], ARGV[i])
  if old then
    redis.call('ZREM', KEYS[1], old)
    redis.call('HDEL', KEYS[2], ARGV[i])
  end
end
return 0`;

/**
 * When the board was built (nil: it is not ready), its top ARGV[1], and user ARGV[2]'s place and
 * points.
 */
const READ = `
local built = redis.call('GET', KEYS[3])
if not built then return false end
local top = redis.call('ZREVRANGE', KEYS[1], 0, tonumber(ARGV[1]) - 1, 'WITHSCORES')
if ARGV[2] == '' then return { built, top } end
local member = redis.call('HGET', KEYS[2], ARGV[2])
if not member then return { built, top } end
return { built, top, redis.call('ZREVRANK', KEYS[1], member), redis.call('ZSCORE', KEYS[1], member) }`;

type Scripts = {
  lbPut(zset: string, users: string, ...entries: (string | number)[]): Promise<number>;
  lbDrop(zset: string, users: string, ...ids: number[]): Promise<number>;
  lbRead(
    zset: string,
    users: string,
    ready: string,
    limit: number,
    me: string,
  ): Promise<[string, string[], number?, string?] | null>;
};

type Entry = { userId: number; points: number; member: string };

export class RedisLeaderboard implements LeaderboardMirror {
  private readonly redis: Redis & Scripts;
  private readonly queue = new Set<number>();
  private flushing: Promise<void> | null = null;
  private readonly builds = new Map<string, Promise<void>>();
  /** Users notified while a board was being built: copied again once the build is in place. */
  private readonly notedDuringBuild = new Set<number>();
  /** Notifications may have been missed: the current boards are rebuilt at the next read. */
  private stale = false;
  /** Counts markStale calls: a build that saw one begin under it does not mark its board ready. */
  private staleness = 0;

  constructor(
    redis: Redis,
    private readonly db: Executor,
    private readonly now: () => Date,
    private readonly prefix = "cineva:lb:",
  ) {
    redis.defineCommand("lbPut", { numberOfKeys: 2, lua: PUT });
    redis.defineCommand("lbDrop", { numberOfKeys: 2, lua: DROP });
    redis.defineCommand("lbRead", { numberOfKeys: 3, lua: READ });
    this.redis = redis as Redis & Scripts;
  }

  private keys(board: Board) {
    const zset = `${this.prefix}${board.period}:${board.startsOn}`;
    return { zset, users: `${zset}:users`, ready: `${zset}:ready`, lock: `${zset}:lock` };
  }

  async read(board: Board, limit: number, me: number | null): Promise<MirroredBoard | null> {
    try {
      if (this.stale) await this.forgetCurrentBoards();
      const { zset, users, ready } = this.keys(board);
      const reply = await this.redis.lbRead(zset, users, ready, limit, me === null ? "" : String(me));
      if (!reply) {
        this.rebuildSoon(board);
        return null;
      }
      const [built, flat, rank, score] = reply;
      if (Date.now() - Number(built) > REBUILD_AFTER_SECONDS * 1000) this.rebuildSoon(board);
      const top: MirroredBoard["top"] = [];
      for (let i = 0; i < flat.length; i += 2)
        top.push({ userId: userOfMember(flat[i]!), points: Number(flat[i + 1]) });
      return { top, mine: rank == null ? null : { rank: Number(rank) + 1, points: Number(score) } };
    } catch {
      return null; // Redis is away: PostgreSQL answers
    }
  }

  /**
   * A notification: this user's place may have changed (copied in batches, one at a time), or
   * 'rebuild': the totals were recomputed (rebuild_leaderboard()), so are the boards.
   */
  notify(payload: string) {
    if (payload === "rebuild") return this.markStale();
    const userId = Number(payload);
    if (!Number.isSafeInteger(userId) || userId <= 0) return;
    this.queue.add(userId);
    if (this.builds.size > 0) this.notedDuringBuild.add(userId);
    this.flushing ??= this.flush().finally(() => (this.flushing = null));
  }

  /**
   * Listening (re)started, so anything before it may have been missed; or the totals were rebuilt.
   * The current boards are dropped now (readers go to PostgreSQL and start their rebuild), or at the
   * next read if Redis does not answer now.
   */
  markStale() {
    this.stale = true;
    this.staleness += 1;
    void this.forgetCurrentBoards().catch(() => undefined);
  }

  /** Resolves when every notification heard so far has been copied (tests, shutdown). */
  async idle() {
    while (this.flushing || this.builds.size > 0) await (this.flushing ?? Promise.all(this.builds.values()));
  }

  /** Finishes what it was doing and lets its Redis client go (a script that ends; not the site). */
  async close() {
    await this.idle();
    this.redis.disconnect();
  }

  private async flush() {
    while (this.queue.size > 0) {
      const ids = [...this.queue].slice(0, WRITE_BATCH);
      for (const id of ids) this.queue.delete(id);
      try {
        await this.copy(
          ids,
          PERIODS.map((period) => boardOf(period, this.now())),
        );
      } catch {
        this.stale = true; // a write that did not reach Redis: rebuild rather than serve it stale
      }
    }
  }

  /** Copies these users' rows on these boards from PostgreSQL: placed if active, else taken off. */
  async copy(userIds: number[], boards: Board[]) {
    const t = leaderboardTotals;
    const rows = await this.db
      .select({
        userId: t.userId,
        period: t.period,
        startsOn: t.startsOn,
        points: t.points,
        member: memberSql,
      })
      .from(t)
      .innerJoin(users, eq(users.id, t.userId))
      .where(
        and(
          inArray(t.userId, userIds),
          eq(users.status, "active"),
          or(...boards.map((b) => and(eq(t.period, b.period), eq(t.startsOn, b.startsOn)))),
        ),
      );
    const pipeline = this.redis.pipeline() as ReturnType<Redis["pipeline"]> & {
      lbPut: (...args: unknown[]) => unknown;
      lbDrop: (...args: unknown[]) => unknown;
    };
    for (const board of boards) {
      const { zset, users: byUser } = this.keys(board);
      const placed = rows.filter((r) => r.period === board.period && r.startsOn === board.startsOn);
      const gone = userIds.filter((id) => !placed.some((r) => r.userId === id));
      if (placed.length > 0) pipeline.lbPut(zset, byUser, ...entryArgs(placed));
      if (gone.length > 0) pipeline.lbDrop(zset, byUser, ...gone);
    }
    const replies = (await pipeline.exec()) ?? [];
    const failed = replies.find(([error]) => error);
    if (failed) throw failed[0];
  }

  private async forgetCurrentBoards() {
    const boards = PERIODS.map((period) => boardOf(period, this.now()));
    await this.redis.del(...boards.map((board) => this.keys(board).ready));
    this.stale = false;
  }

  private rebuildSoon(board: Board) {
    const { zset } = this.keys(board);
    if (this.builds.has(zset)) return;
    const build = this.rebuild(board)
      .catch((error: unknown) => console.warn("Cineva: leaderboard mirror not rebuilt:", String(error)))
      .finally(() => {
        this.builds.delete(zset);
        if (this.builds.size === 0) {
          for (const id of this.notedDuringBuild) this.notify(String(id));
          this.notedDuringBuild.clear();
        }
      });
    this.builds.set(zset, build);
  }

  /**
   * Copies a whole board from PostgreSQL into a new sorted set and swaps it in; one replica at a time
   * (a lock in Redis). Users notified meanwhile are copied again after the swap.
   */
  async rebuild(board: Board) {
    const { zset, users: byUser, ready, lock } = this.keys(board);
    if ((await this.redis.set(lock, "1", "EX", 300, "NX")) !== "OK") return;
    const staleness = this.staleness;
    try {
      const building = `${zset}:building`;
      const buildingUsers = `${byUser}:building`;
      await this.redis.del(building, buildingUsers);
      const t = leaderboardTotals;
      let after = 0;
      let total = 0;
      for (;;) {
        const rows = await this.db
          .select({ userId: t.userId, points: t.points, member: memberSql })
          .from(t)
          .innerJoin(users, eq(users.id, t.userId))
          .where(
            and(
              eq(t.period, board.period),
              eq(t.startsOn, board.startsOn),
              gt(t.userId, after),
              eq(users.status, "active"),
            ),
          )
          .orderBy(asc(t.userId))
          .limit(BUILD_BATCH);
        if (rows.length === 0) break;
        for (let i = 0; i < rows.length; i += WRITE_BATCH)
          await this.redis.lbPut(building, buildingUsers, ...entryArgs(rows.slice(i, i + WRITE_BATCH)));
        total += rows.length;
        after = rows.at(-1)!.userId;
      }
      if (staleness !== this.staleness) return void (await this.redis.del(building, buildingUsers));
      const swap = this.redis.multi();
      if (total > 0) swap.rename(building, zset).rename(buildingUsers, byUser);
      else swap.del(zset, byUser);
      swap.set(ready, String(Date.now()));
      const keep = KEEP_SECONDS[board.period];
      if (keep) swap.expire(zset, keep).expire(byUser, keep).expire(ready, keep);
      await swap.exec();
    } finally {
      await this.redis.del(lock).catch(() => undefined);
    }
  }
}

function entryArgs(entries: Entry[]) {
  return entries.flatMap((e) => [e.userId, e.points, e.member]);
}

/**
 * The process's mirror: a Redis client that fails fast when Redis is away (readers fall back to
 * PostgreSQL at once), fed by the database's notifications. Its keys carry the database's name, so
 * two sites (or a bench's scratch database) sharing one Redis never read each other's boards.
 */
export async function startLeaderboardMirror(handle: DatabaseHandle, redisUrl: string, now: () => Date) {
  const { Redis } = loadIoredis();
  const redis = new Redis(redisUrl, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: 1_000,
  });
  redis.on("error", () => undefined); // reconnects by itself; reads fall back meanwhile
  const { rows } = (await handle.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const mirror = new RedisLeaderboard(redis, handle.db, now, `cineva:lb:${rows[0]?.name ?? "cineva"}:`);
  await handle.listen(
    LEADERBOARD_CHANNEL,
    (payload) => mirror.notify(payload),
    () => mirror.markStale(),
  );
  return mirror;
}
