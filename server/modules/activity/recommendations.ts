/**
 * Recommendations. For a signed-in viewer: the genres of what they watched, favorited and rated
 * highly (a low rating counts against its genres) score the most watched titles of the genres they
 * like best; what they finished or disliked is left out; the most watched titles fill any gap. For a
 * visitor: the most watched.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { TitleCard } from "@/lib/contract/catalogue";
import type { Executor } from "../../db/client";
import { favorites, ratings, titleGenres, watchHistory } from "../../db/schema";
import { loadCards, mostWatchedInGenres, popularRefs, refKey, type TitleRef } from "../catalogue";
import { finishedTitles } from "./history";

/** How much each kind of signal says about a viewer's taste. */
export const SIGNAL_WEIGHTS = { watched: 1, favorite: 3, ratedHigh: 2.5, ratedLow: -2 } as const;

export type Signal = { key: string; weight: number };

/** A rating's weight: 4–5 stars is a liking, 1–2 a disliking, 3 says little. */
export function ratingWeight(score: number): number {
  if (score >= 4) return SIGNAL_WEIGHTS.ratedHigh * (score === 5 ? 1.2 : 1);
  if (score <= 2) return SIGNAL_WEIGHTS.ratedLow;
  return 0.3;
}

/** Genre weights from signals: each title's weight shared out over its genres. */
export function genreWeights(signals: readonly Signal[], genresOf: ReadonlyMap<string, readonly number[]>) {
  const weights = new Map<number, number>();
  for (const { key, weight } of signals) {
    const list = genresOf.get(key) ?? [];
    for (const genre of list) weights.set(genre, (weights.get(genre) ?? 0) + weight / Math.sqrt(list.length));
  }
  return weights;
}

export type Candidate = { key: string; genres: readonly number[]; views: number; average: number | null };

/**
 * Orders candidates by taste (the genre weights of their genres, scaled so many-genre titles do not
 * win by number), with a small nudge for popular and well-rated titles. Excluded keys and titles
 * with no positive match are dropped.
 */
export function rankCandidates(
  candidates: readonly Candidate[],
  weights: ReadonlyMap<number, number>,
  exclude: ReadonlySet<string>,
): string[] {
  return candidates
    .filter((c) => !exclude.has(c.key))
    .map((c) => {
      const taste =
        c.genres.reduce((sum, g) => sum + (weights.get(g) ?? 0), 0) / Math.sqrt(Math.max(1, c.genres.length));
      const nudge = Math.log10(c.views + 1) * 0.05 + (c.average ?? 3) * 0.05;
      return { key: c.key, taste, score: taste + nudge };
    })
    .filter((c) => c.taste > 0)
    .sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : 1))
    .map((c) => c.key);
}

/** The candidates scored: the most watched films and series of each of the viewer's best-liked genres. */
const POOL_GENRES = 4;
const POOL_PER_GENRE_AND_KIND = 25;

/**
 * The titles worth scoring for a viewer who likes `liked` (best first): for each of the first few
 * genres and each kind, its most watched titles.
 */
async function candidatePool(db: Executor, liked: readonly number[], now: Date): Promise<TitleRef[]> {
  const lists = await Promise.all(
    liked
      .slice(0, POOL_GENRES)
      .flatMap((genre) =>
        (["movie", "series"] as const).map((kind) =>
          mostWatchedInGenres(db, kind, [genre], POOL_PER_GENRE_AND_KIND, now),
        ),
      ),
  );
  const seen = new Set<string>();
  return lists.flat().filter((ref) => !seen.has(refKey(ref)) && seen.add(refKey(ref)));
}

export async function recommendationsFor(
  db: Executor,
  userId: number | null,
  limit: number,
  now: Date,
): Promise<{ personal: boolean; data: TitleCard[] }> {
  if (userId === null)
    return { personal: false, data: await loadCards(db, await popularRefs(db, limit, now), now) };

  const [historyRows, favoriteRows, ratingRows, finished] = await Promise.all([
    db
      .selectDistinct({ kind: watchHistory.titleKind, id: watchHistory.titleId })
      .from(watchHistory)
      .where(eq(watchHistory.userId, userId)),
    db
      .select({ kind: favorites.titleKind, id: favorites.titleId })
      .from(favorites)
      .where(eq(favorites.userId, userId)),
    db
      .select({ kind: ratings.titleKind, id: ratings.titleId, score: ratings.score })
      .from(ratings)
      .where(eq(ratings.userId, userId)),
    finishedTitles(db, userId),
  ]);
  const signals: Signal[] = [
    ...historyRows.map((row) => ({ key: refKey(row), weight: SIGNAL_WEIGHTS.watched })),
    ...favoriteRows.map((row) => ({ key: refKey(row), weight: SIGNAL_WEIGHTS.favorite })),
    ...ratingRows.map((row) => ({ key: refKey(row), weight: ratingWeight(row.score) })),
  ];
  if (!signals.length)
    return { personal: false, data: await loadCards(db, await popularRefs(db, limit, now), now) };

  const exclude = new Set([...finished, ...ratingRows.filter((row) => row.score <= 2).map(refKey)]);
  const signalGenres = await genresByTitle(
    db,
    signals.map((s) => parseKey(s.key)),
  );
  const weights = genreWeights(signals, signalGenres);
  const liked = [...weights]
    .filter(([, w]) => w > 0)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([genre]) => genre);

  let ordered: string[];
  if (liked.length) {
    const pool = await candidatePool(db, liked, now);
    const cards = await loadCards(db, pool, now);
    const candidates = cards.map((card) => ({
      key: refKey(card),
      genres: card.genres.map((g) => g.id),
      views: card.view_count,
      average: card.rating.average,
    }));
    ordered = rankCandidates(candidates, weights, exclude).slice(0, limit);
    const byKey = new Map(cards.map((card) => [refKey(card), card]));
    const data = ordered.flatMap((key) => byKey.get(key) ?? []);
    if (data.length >= limit) return { personal: true, data };
    const fill = await popularRefs(db, limit - data.length, now, new Set([...exclude, ...ordered]));
    return { personal: true, data: [...data, ...(await loadCards(db, fill, now))] };
  }
  const fill = await popularRefs(db, limit, now, exclude);
  return { personal: true, data: await loadCards(db, fill, now) };
}

function parseKey(key: string): TitleRef {
  const [kind, id] = key.split(":");
  return { kind: kind === "series" ? "series" : "movie", id: Number(id) };
}

async function genresByTitle(db: Executor, refs: readonly TitleRef[]) {
  const result = new Map<string, number[]>();
  for (const kind of ["movie", "series"] as const) {
    const ids = [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];
    if (!ids.length) continue;
    const rows = await db
      .select({ id: titleGenres.titleId, genre: titleGenres.genreId })
      .from(titleGenres)
      .where(and(eq(titleGenres.titleKind, kind), inArray(titleGenres.titleId, ids)));
    for (const row of rows) {
      const key = refKey({ kind, id: row.id });
      result.set(key, [...(result.get(key) ?? []), row.genre]);
    }
  }
  return result;
}
