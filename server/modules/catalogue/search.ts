/**
 * Title search and as-you-type suggestions over the normalised search text (server/db/search-text.ts):
 * best match first (server/db/search-text.ts matchTiers), then the most watched.
 */
import { and, desc } from "drizzle-orm";
import type { TitleKind } from "@/lib/contract/catalogue";
import type { Executor } from "../../db/client";
import { searchByTier, tierColumns } from "../../db/search-text";
import { published, tableOf, type TitleRef } from "./titles";

/** Published titles of a kind that match `words`, best first (at most `limit`). */
function findTitles(db: Executor, kind: TitleKind, words: readonly string[], limit: number, now: Date) {
  const table = tableOf(kind);
  // The order of the *_popular indexes: for a common word the database walks one and stops early.
  const order = [desc(table.viewCount), desc(table.id)];
  return searchByTier(table.searchText, words, limit, (match, tier) =>
    db
      .select({
        id: table.id,
        titleEn: table.titleEn,
        titleVi: table.titleVi,
        year: table.year,
        poster: table.poster,
        views: table.viewCount,
        ...tierColumns(tier, order),
      })
      .from(table)
      .where(and(published(table, now), match))
      .orderBy(...order)
      .limit(limit),
  );
}

export async function searchTitles(
  db: Executor,
  kind: TitleKind,
  words: readonly string[],
  limit: number,
  now: Date,
): Promise<TitleRef[]> {
  if (!words.length) return [];
  const rows = await findTitles(db, kind, words, limit, now);
  return rows.map((row) => ({ kind, id: row.id }));
}

/** Prefix suggestions of both kinds: best match first, then the most watched. */
export async function suggestTitles(db: Executor, words: readonly string[], limit: number, now: Date) {
  if (!words.length) return [];
  const [movieRows, seriesRows] = await Promise.all([
    findTitles(db, "movie", words, limit, now),
    findTitles(db, "series", words, limit, now),
  ]);
  return [
    ...movieRows.map((row) => ({ kind: "movie" as const, ...row })),
    ...seriesRows.map((row) => ({ kind: "series" as const, ...row })),
  ]
    .sort((a, b) => a.tier - b.tier || b.views - a.views)
    .slice(0, limit)
    .map((row) => ({
      kind: row.kind,
      id: row.id,
      title_en: row.titleEn,
      title_vi: row.titleVi,
      year: row.year,
      poster: row.poster,
    }));
}
