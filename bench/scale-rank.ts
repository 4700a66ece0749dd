/**
 * bench:scale's look at a viewer's own place (issue #15), when REDIS_URL names a Redis: for the viewer
 * at the very bottom of each board, the leaderboard read from PostgreSQL alone (the rows ahead are
 * counted: O(rank)) beside the same read through the Redis mirror (ZREVRANK: O(log n)), in this
 * process, one after another; and how long the mirror took to build each board from PostgreSQL.
 */
import type { Pool } from "pg";
import { openDatabase } from "../server/db/client";
import { boardOf, leaderboard, startLeaderboardMirror, type Period } from "../server/modules/programme";
import { percentile } from "./stats";

export type RankRow = {
  period: Period;
  rank: number;
  postgres: { p50: number; p95: number };
  redis: { p50: number; p95: number } | null;
  buildMs: number;
};

const PERIODS: Period[] = ["week", "month", "all"];

async function timed(samples: number, read: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** `pool` (the same database as `url`) finds each board's last viewer. */
export async function rankFigures(
  url: string,
  pool: Pool,
  redisUrl: string,
  samples: number,
): Promise<RankRow[]> {
  const handle = await openDatabase({ url });
  const now = () => new Date();
  const mirror = await startLeaderboardMirror(handle, redisUrl, now);
  const rows: RankRow[] = [];
  try {
    for (const period of PERIODS) {
      const { startsOn } = boardOf(period, now());
      const { rows: bottom } = await pool.query<{ user_id: number }>(
        `select t.user_id from leaderboard_totals t join users u on u.id = t.user_id and u.status = 'active'
         where t.period = $1 and t.starts_on = $2 order by t.points, t.reached_at desc, t.user_id desc limit 1`,
        [period, startsOn],
      );
      const me = bottom[0]?.user_id ?? null;
      if (me === null) continue;
      const started = performance.now();
      await mirror.read(boardOf(period, now()), 1, null); // starts the board's build
      await mirror.idle();
      const buildMs = performance.now() - started;
      const mine = (via?: typeof mirror) =>
        leaderboard(handle.db, period, now(), me, via).then(({ rows }) => rows.at(-1)!);
      const fromPostgres = await mine();
      const fromRedis = (await mirror.read(boardOf(period, now()), 100, me)) ? await mine(mirror) : null;
      if (fromRedis && fromRedis.rank !== fromPostgres.rank)
        throw new Error(
          `${period}: Redis places the viewer ${fromRedis.rank}, PostgreSQL ${fromPostgres.rank}`,
        );
      rows.push({
        period,
        rank: fromPostgres.rank,
        postgres: await timed(samples, () => mine()),
        redis: fromRedis ? await timed(samples, () => mine(mirror)) : null,
        buildMs,
      });
    }
  } finally {
    await mirror.close();
    await handle.close();
  }
  return rows;
}

export function rankTable(rows: readonly RankRow[]): string {
  const ms = (n: number) => n.toFixed(1).padStart(7);
  const lines = [
    "own place of the viewer at the bottom of each board: GET /leaderboard's read, ms (p50 / p95)",
    "board   place      PostgreSQL (count ahead)   Redis mirror (ZREVRANK)   mirror built in",
    ...rows.map(
      (r) =>
        `${r.period.padEnd(7)} ${String(r.rank).padStart(7)}  ${ms(r.postgres.p50)} / ${ms(r.postgres.p95)}        ` +
        `${r.redis ? `${ms(r.redis.p50)} / ${ms(r.redis.p95)}` : "   (did not answer)  "}       ${ms(r.buildMs)}`,
    ),
  ];
  return lines.join("\n");
}
