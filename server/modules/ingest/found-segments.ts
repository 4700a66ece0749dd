/**
 * Segments found as a title is packaged (issue #37): a film's credits; for an episode, its whole
 * season's recaps, intros and credits again, since an intro is only heard as what two episodes share.
 * Each packaging keeps what was found for it (its own written as it becomes ready), and publishing it
 * makes them the parts a viewer may skip.
 */
import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import type { PlaybackSegment } from "@/lib/player/segments";
import { episodes, packagings, uploads, type PackagingRow } from "../../db/schema";
import type { JobDeps } from "../../providers/queue";
import type { SourceFacts } from "./probe";
import { findCredits, type Span } from "./segments/credits";
import { fingerprintOf } from "./segments/fingerprint";
import { filmSegments, seasonSegments, type EpisodeSound } from "./segments/find";

type Packaged = { packaging: PackagingRow; file: string; durationSec: number };

/** `row` and the latest ready packaging of each other episode of its season, in the season's order. */
async function seasonPackagings({ db, uploads: store }: JobDeps, row: PackagingRow): Promise<Packaged[]> {
  const [episode] = await db
    .select({ seasonId: episodes.seasonId })
    .from(episodes)
    .where(eq(episodes.id, row.episodeId!));
  if (!episode) return [];
  const season = await db
    .select({ id: episodes.id })
    .from(episodes)
    .where(eq(episodes.seasonId, episode.seasonId))
    .orderBy(asc(episodes.episodeNo));
  const ready = await db
    .select({ packaging: packagings, facts: uploads.facts })
    .from(packagings)
    .innerJoin(uploads, eq(uploads.id, packagings.video))
    .where(
      and(
        inArray(
          packagings.episodeId,
          season.map((e) => e.id),
        ),
        eq(packagings.state, "ready"),
      ),
    )
    .orderBy(desc(packagings.id));
  const [own] = await db
    .select({ packaging: packagings, facts: uploads.facts })
    .from(packagings)
    .innerJoin(uploads, eq(uploads.id, packagings.video))
    .where(eq(packagings.id, row.id));
  return season.flatMap(({ id }) => {
    const latest = id === row.episodeId ? own : ready.find((r) => r.packaging.episodeId === id);
    if (!latest) return [];
    const file = store.fileOf(latest.packaging.video);
    return [{ packaging: latest.packaging, file, durationSec: (latest.facts as SourceFacts).durationSec }];
  });
}

/** The credits an earlier look found for a packaging, so a season's next look need not decode them again. */
function creditsFoundBefore(row: PackagingRow): Span | null | undefined {
  if (!row.segments) return undefined;
  const credits = row.segments.find((s) => s.kind === "credits");
  return credits ? { start: credits.start_sec, end: credits.end_sec } : null;
}

/**
 * The segments of `row`'s title, by packaging id: the film's, or those of every packaged episode of
 * its season, `row`'s own included. Nothing is written: see recordSegments.
 */
export async function findSegments(
  row: PackagingRow,
  deps: JobDeps,
  signal?: AbortSignal,
): Promise<Map<number, PlaybackSegment[]>> {
  const { db } = deps;
  if (row.episodeId === null) {
    const [upload] = await db.select({ facts: uploads.facts }).from(uploads).where(eq(uploads.id, row.video));
    const { durationSec } = upload!.facts as SourceFacts;
    const credits = await findCredits(deps.uploads.fileOf(row.video), durationSec, signal);
    return new Map([[row.id, filmSegments(credits, durationSec)]]);
  }
  const season = await seasonPackagings(deps, row);
  const sounds: EpisodeSound[] = [];
  for (const { packaging, file, durationSec } of season) {
    const credits = creditsFoundBefore(packaging);
    sounds.push({
      fingerprint: await fingerprintOf(file, durationSec, signal),
      durationSec,
      credits: credits === undefined ? await findCredits(file, durationSec, signal) : credits,
    });
  }
  const found = seasonSegments(sounds);
  return new Map(season.map(({ packaging }, index) => [packaging.id, found[index]!]));
}

/** Writes what was found for the other packagings of a season than `own` (whose ready row carries its own). */
export async function recordSegments(db: JobDeps["db"], found: Map<number, PlaybackSegment[]>, own: number) {
  for (const [id, segments] of found)
    if (id !== own)
      await db
        .update(packagings)
        .set({ segments })
        .where(and(eq(packagings.id, id), ne(packagings.state, "cancelled")));
}
