/**
 * Segments found as a title is packaged (issue #37): a film's credits; for an episode, its whole
 * season's recaps, intros and credits again, since an intro is only heard as what two episodes share.
 * Each packaging keeps what was found for it (its own written as it becomes ready), and publishing it
 * makes them the parts a viewer may skip.
 */
import { and, asc, desc, eq, inArray, ne, or } from "drizzle-orm";
import type { PlaybackSegment } from "@/lib/player/segments";
import { episodes, packagings, uploads, type PackagingRow } from "../../db/schema";
import type { JobDeps } from "../../providers/queue";
import type { SourceFacts } from "./probe";
import { findCredits, type Span } from "./segments/credits";
import { fingerprintOf } from "./segments/fingerprint";
import { filmSegments, seasonSegments, type EpisodeSound } from "./segments/find";
import { mergeFound } from "./segments/merge";

type Packaged = { packaging: PackagingRow; episodeNo: number; file: string; durationSec: number };

/** `row` and the latest ready packaging of each other episode of its season, in the season's order. */
async function seasonPackagings({ db, uploads: store }: JobDeps, row: PackagingRow): Promise<Packaged[]> {
  const [episode] = await db
    .select({ seasonId: episodes.seasonId })
    .from(episodes)
    .where(eq(episodes.id, row.episodeId!));
  if (!episode) return [];
  const season = await db
    .select({ id: episodes.id, episodeNo: episodes.episodeNo })
    .from(episodes)
    .where(eq(episodes.seasonId, episode.seasonId))
    .orderBy(asc(episodes.episodeNo));
  const rows = await db
    .select({ packaging: packagings, facts: uploads.facts })
    .from(packagings)
    .innerJoin(uploads, eq(uploads.id, packagings.video))
    .where(
      and(
        inArray(
          packagings.episodeId,
          season.map((e) => e.id),
        ),
        or(eq(packagings.state, "ready"), eq(packagings.id, row.id)),
      ),
    )
    .orderBy(desc(packagings.id));
  return season.flatMap(({ id, episodeNo }) => {
    const latest =
      id === row.episodeId
        ? rows.find((r) => r.packaging.id === row.id)
        : rows.find((r) => r.packaging.episodeId === id);
    if (!latest) return [];
    const file = store.fileOf(latest.packaging.video);
    const { durationSec } = latest.facts as SourceFacts;
    return [{ packaging: latest.packaging, episodeNo, file, durationSec }];
  });
}

/** The credits an earlier look found for a packaging, so a season's next look need not decode them again. */
function creditsFoundBefore(row: PackagingRow): Span | null | undefined {
  if (!row.segments) return undefined;
  const credits = row.segments.find((s) => s.kind === "credits");
  return credits ? { start: credits.start_sec, end: credits.end_sec } : null;
}

/**
 * The ready packagings of `row`'s season (none for a film): two packaged at once each look before
 * the other is ready, so the one ready last looks again when this set has grown meanwhile.
 */
export async function readyInSeason(db: JobDeps["db"], row: PackagingRow): Promise<Set<number>> {
  if (row.episodeId === null) return new Set();
  const season = db
    .select({ id: episodes.id })
    .from(episodes)
    .where(
      eq(
        episodes.seasonId,
        db.select({ seasonId: episodes.seasonId }).from(episodes).where(eq(episodes.id, row.episodeId)),
      ),
    );
  const rows = await db
    .select({ id: packagings.id })
    .from(packagings)
    .where(and(inArray(packagings.episodeId, season), eq(packagings.state, "ready")));
  return new Set(rows.map((r) => r.id));
}

/** Episodes this far either side of a newly packaged one can have their segments changed by it. */
const REACH = 2;

/** What an episode sounds like: its fingerprint, or none when its sound cannot be read (no audio). */
async function soundOf(
  { packaging, file, durationSec, episodeNo }: Packaged,
  signal?: AbortSignal,
): Promise<EpisodeSound> {
  // One episode that cannot be read leaves only itself out, not its season.
  const unread =
    <T>(empty: T) =>
    (error: unknown) => {
      if (signal?.aborted) throw error;
      return empty;
    };
  const before = creditsFoundBefore(packaging);
  const credits =
    before === undefined ? await findCredits(file, durationSec, signal).catch(unread(null)) : before;
  const fingerprint = await fingerprintOf(file, durationSec, signal).catch(unread<number[]>([]));
  return { episodeNo, fingerprint, durationSec, credits };
}

/**
 * The segments of `row`'s title, by packaging id: the film's; for an episode, its own and those of
 * the episodes within REACH of it (heard with their neighbours, REACH further). Nothing is written:
 * see recordSegments.
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
  const at = season.findIndex(({ packaging }) => packaging.id === row.id);
  const heard = season.slice(Math.max(0, at - 2 * REACH), at + 2 * REACH + 1);
  const sounds: EpisodeSound[] = [];
  for (const episode of heard) {
    signal?.throwIfAborted();
    sounds.push(await soundOf(episode, signal));
    // The search below runs on the event loop; a breath between episodes keeps pages and heartbeats going.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const found = seasonSegments(sounds);
  const changed = new Set(season.slice(Math.max(0, at - REACH), at + REACH + 1).map((e) => e.packaging.id));
  return new Map(
    heard.flatMap(({ packaging }, index) =>
      changed.has(packaging.id) ? [[packaging.id, found[index]!] as const] : [],
    ),
  );
}

/**
 * Writes what was found for the other packagings of a season than `own` (whose ready row carries its
 * own; null: for every one). A published one's episode follows, keeping what an editor marked (segments/merge.ts) or
 * corrected on the packaging's timeline.
 */
export async function recordSegments(
  db: JobDeps["db"],
  found: Map<number, PlaybackSegment[]>,
  own: number | null,
) {
  for (const [id, segments] of found) {
    if (id === own) continue;
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(packagings)
        .where(and(eq(packagings.id, id), ne(packagings.state, "cancelled")))
        .for("update");
      if (!before) return;
      await tx.update(packagings).set({ segments }).where(eq(packagings.id, id));
      // What an editor corrected on this packaging's timeline is what its episode keeps.
      if (before.episodeId === null || before.master === null || before.corrected) return;
      const [episode] = await tx
        .select({ media: episodes.media, segments: episodes.segments })
        .from(episodes)
        .where(eq(episodes.id, before.episodeId));
      if (episode?.media === before.master)
        await tx
          .update(episodes)
          .set({ segments: mergeFound(episode.segments, before.segments, segments) })
          .where(eq(episodes.id, before.episodeId));
    });
  }
}
