/**
 * Segments found once a title is packaged (issue #37): a film's credits; for an episode, its whole
 * season's recaps, intros and credits again, since an intro is only heard as what two episodes share.
 * Each packaging keeps what was found for it, and publishing it makes them the parts a viewer may skip.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { episodes, packagings, uploads, type PackagingRow } from "../../db/schema";
import type { JobDeps } from "../../providers/queue";
import type { SourceFacts } from "./probe";
import { findCredits, type Span } from "./segments/credits";
import { fingerprintOf } from "./segments/fingerprint";
import { filmSegments, seasonSegments, type EpisodeSound } from "./segments/find";

type Packaged = { packaging: PackagingRow; file: string; durationSec: number };

/** The latest ready packaging of each episode of `row`'s season, in the season's order. */
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
  return season.flatMap(({ id }) => {
    const latest = ready.find((r) => r.packaging.episodeId === id);
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

/** Finds and records the segments of `row`'s title: the film's, or every packaged episode's of its season. */
export async function findSegmentsAfterPackaging(row: PackagingRow, deps: JobDeps, signal?: AbortSignal) {
  const { db } = deps;
  if (row.episodeId === null) {
    const [upload] = await db.select({ facts: uploads.facts }).from(uploads).where(eq(uploads.id, row.video));
    const { durationSec } = upload!.facts as SourceFacts;
    const credits = await findCredits(deps.uploads.fileOf(row.video), durationSec, signal);
    await db
      .update(packagings)
      .set({ segments: filmSegments(credits, durationSec) })
      .where(eq(packagings.id, row.id));
    return;
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
  for (const [index, { packaging }] of season.entries())
    await db.update(packagings).set({ segments: found[index]! }).where(eq(packagings.id, packaging.id));
}
