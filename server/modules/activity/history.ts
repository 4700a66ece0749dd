/**
 * Watch history: one row per (viewer, title, episode) holding the last position. Rules that are more
 * than a query are pure functions here, unit-tested: clamping, progress, "finished", and how many
 * seconds of an advancing position count as watching (for points).
 */
import { and, count, desc, eq, sql, type SQLWrapper } from "drizzle-orm";
import {
  FINISHED_RATIO,
  type HistoryEntry,
  type HistoryEpisode,
  type Position,
} from "@/lib/contract/activity";
import type { TitleKind } from "@/lib/contract/catalogue";
import type { Executor } from "../../db/client";
import { episodes, seasons, users, watchHistory } from "../../db/schema";
import { countPlay, startsPlay } from "../metrics";
import { onWatchProgress } from "../programme";
import { episodesOfSeries, loadCards, refKey } from "../catalogue";
import { pageMeta, type PageRequest } from "../../shared/paging";

/** Whole seconds within [0, duration]. */
export function clampPosition(position: number, duration: number): number {
  const d = Math.max(1, Math.floor(duration));
  return Math.min(d, Math.max(0, Math.floor(position)));
}

export function progressOf(position: number, duration: number): number {
  if (duration <= 0) return 0;
  return Math.round(Math.min(1, Math.max(0, position / duration)) * 1000) / 1000;
}

export function isFinished(position: number, duration: number): boolean {
  return duration > 0 && position >= duration * FINISHED_RATIO;
}

/**
 * Seconds of watching an upsert proves: how far the position advanced on this film or episode, but
 * never more than the wall-clock time since the viewer's previous report (on any title), so seeking
 * ahead or reporting two titles at once earns nothing extra. The first report ever earns nothing.
 */
export function creditedSeconds(input: {
  previousPosition: number | null;
  position: number;
  lastReportAt: Date | null;
  now: Date;
}): number {
  if (!input.lastReportAt) return 0;
  const advanced = input.position - (input.previousPosition ?? 0);
  const elapsed = Math.floor((input.now.getTime() - input.lastReportAt.getTime()) / 1000);
  return Math.max(0, Math.min(advanced, elapsed));
}

type Row = typeof watchHistory.$inferSelect;

export function toPosition(row: Row): Position {
  return {
    title_kind: row.titleKind,
    title_id: row.titleId,
    episode_id: row.episodeId > 0 ? row.episodeId : null,
    position_sec: row.positionSec,
    duration_sec: row.durationSec,
    progress: progressOf(row.positionSec, row.durationSec),
    finished: isFinished(row.positionSec, row.durationSec),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The season id and series of an episode; null when there is no such episode. */
export async function episodeSeries(db: Executor, episodeId: number) {
  const [row] = await db
    .select({ seriesId: seasons.seriesId })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .where(eq(episodes.id, episodeId))
    .limit(1);
  return row?.seriesId ?? null;
}

/**
 * Saves a position (upsert), credits the watching it proves to the points programme and counts it
 * for the studio's dashboard, in one transaction with the viewer's row locked, so two reports at once cannot both be credited. Gives
 * the saved row and the points the watching earned.
 */
export async function savePosition(
  db: Executor,
  input: {
    userId: number;
    kind: TitleKind;
    titleId: number;
    episodeId: number;
    position: number;
    duration: number;
    now: Date;
  },
): Promise<{ row: Row; pointsAwarded: number }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for("update");
    const [previous] = await tx
      .select({ positionSec: watchHistory.positionSec, updatedAt: watchHistory.updatedAt })
      .from(watchHistory)
      .where(
        and(
          eq(watchHistory.userId, input.userId),
          eq(watchHistory.titleKind, input.kind),
          eq(watchHistory.titleId, input.titleId),
          eq(watchHistory.episodeId, input.episodeId),
        ),
      );
    const [latest] = await tx
      .select({ at: sql<Date>`max(${watchHistory.updatedAt})`.mapWith(watchHistory.updatedAt) })
      .from(watchHistory)
      .where(eq(watchHistory.userId, input.userId));
    const values = {
      userId: input.userId,
      titleKind: input.kind,
      titleId: input.titleId,
      episodeId: input.episodeId,
      positionSec: input.position,
      durationSec: input.duration,
      updatedAt: input.now,
    };
    const [row] = await tx
      .insert(watchHistory)
      .values(values)
      .onConflictDoUpdate({
        target: [watchHistory.userId, watchHistory.titleKind, watchHistory.titleId, watchHistory.episodeId],
        set: {
          positionSec: values.positionSec,
          durationSec: values.durationSec,
          updatedAt: values.updatedAt,
        },
      })
      .returning();
    const seconds = creditedSeconds({
      previousPosition: previous?.positionSec ?? null,
      position: input.position,
      lastReportAt: latest?.at ?? null,
      now: input.now,
    });
    const credited = seconds > 0 ? await onWatchProgress(tx, input.userId, seconds, input.now) : null;
    await countPlay(tx, {
      kind: input.kind,
      titleId: input.titleId,
      started: startsPlay(previous?.updatedAt ?? null, input.now),
      watchedSec: seconds,
      now: input.now,
    });
    return { row: row!, pointsAwarded: credited?.awarded ?? 0 };
  });
}

/** Every saved position for one title, latest first. */
export async function titlePositions(db: Executor, userId: number, kind: TitleKind, titleId: number) {
  const rows = await db
    .select()
    .from(watchHistory)
    .where(
      and(
        eq(watchHistory.userId, userId),
        eq(watchHistory.titleKind, kind),
        eq(watchHistory.titleId, titleId),
      ),
    )
    .orderBy(desc(watchHistory.updatedAt), desc(watchHistory.id));
  return rows.map(toPosition);
}

/** The last episode of a series (highest season, then highest episode number). */
const lastEpisodeOf = (seriesId: SQLWrapper) => sql`(
  select ${episodes.id} from ${episodes} inner join ${seasons} on ${seasons.id} = ${episodes.seasonId}
  where ${seasons.seriesId} = ${seriesId}
  order by ${seasons.seasonNo} desc, ${episodes.episodeNo} desc limit 1)`;

/**
 * "Continue watching": the latest position per title, most recent first. With `inProgress`, titles
 * the viewer finished (a film watched to the end, a series' last episode watched to the end) are
 * left out.
 */
export async function historyPage(
  db: Executor,
  userId: number,
  options: { inProgress: boolean },
  page: PageRequest,
  now: Date,
) {
  const latest = db
    .selectDistinctOn([watchHistory.titleKind, watchHistory.titleId])
    .from(watchHistory)
    .where(eq(watchHistory.userId, userId))
    .orderBy(
      watchHistory.titleKind,
      watchHistory.titleId,
      desc(watchHistory.updatedAt),
      desc(watchHistory.id),
    )
    .as("latest");
  const unfinished = options.inProgress
    ? sql`(${latest.positionSec} < ${latest.durationSec} * ${sql.raw(String(FINISHED_RATIO))} or (${latest.titleKind} = 'series' and ${latest.episodeId} <> coalesce(${lastEpisodeOf(latest.titleId)}, 0)))`
    : undefined;

  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(latest)
      .where(unfinished)
      .orderBy(desc(latest.updatedAt), desc(latest.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(latest).where(unfinished),
  ]);

  const cards = new Map(
    (
      await loadCards(
        db,
        rows.map((row) => ({ kind: row.titleKind, id: row.titleId })),
        now,
      )
    ).map((card) => [refKey(card), card]),
  );
  const seriesIds = [...new Set(rows.filter((row) => row.titleKind === "series").map((row) => row.titleId))];
  const episodeLists = await episodesOfSeries(db, seriesIds);

  const data: HistoryEntry[] = rows.flatMap((row) => {
    const title = cards.get(refKey({ kind: row.titleKind, id: row.titleId }));
    if (!title) return [];
    const position = toPosition(row);
    let episode: HistoryEpisode | null = null;
    let next: HistoryEpisode | null = null;
    if (row.titleKind === "series") {
      const list = episodeLists.get(row.titleId) ?? [];
      const index = list.findIndex((e) => e.id === row.episodeId);
      episode = list[index] ?? null;
      if (episode && position.finished) next = list[index + 1] ?? null;
    }
    return [
      {
        ...position,
        // A series is finished only when its last episode is.
        finished:
          row.titleKind === "series"
            ? position.finished && episode !== null && next === null
            : position.finished,
        title,
        episode,
        next_episode: next,
      },
    ];
  });
  return { data, meta: pageMeta(page.page, page.perPage, totalRow?.n ?? 0) };
}

/** Titles the viewer has finished (for recommendations to leave out), as "kind:id" keys. */
export async function finishedTitles(db: Executor, userId: number): Promise<Set<string>> {
  const rows = await db
    .select({
      kind: watchHistory.titleKind,
      id: watchHistory.titleId,
      episodeId: watchHistory.episodeId,
      position: watchHistory.positionSec,
      duration: watchHistory.durationSec,
      lastEpisode: sql<
        number | null
      >`case when ${watchHistory.titleKind} = 'series' then ${lastEpisodeOf(watchHistory.titleId)} end`,
    })
    .from(watchHistory)
    .where(eq(watchHistory.userId, userId));
  const result = new Set<string>();
  for (const row of rows) {
    if (!isFinished(row.position, row.duration)) continue;
    if (row.kind === "movie" || (row.lastEpisode !== null && Number(row.lastEpisode) === row.episodeId)) {
      result.add(refKey({ kind: row.kind, id: row.id }));
    }
  }
  return result;
}

/** Forgets the viewer's positions in one title (or, without a title, all of them); how many went. */
export async function forgetHistory(db: Executor, userId: number, title?: { kind: TitleKind; id: number }) {
  const mine = eq(watchHistory.userId, userId);
  const where = title
    ? and(mine, eq(watchHistory.titleKind, title.kind), eq(watchHistory.titleId, title.id))
    : mine;
  const deleted = await db.delete(watchHistory).where(where).returning({ id: watchHistory.id });
  return deleted.length;
}
