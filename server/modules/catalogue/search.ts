/**
 * Title search and as-you-type suggestions over the normalised search text (server/db/search-text.ts).
 */
import { and, desc } from "drizzle-orm";
import type { TitleKind } from "@/lib/contract/catalogue";
import type { Executor } from "../../db/client";
import { phraseRank, wordConditions } from "../../db/search-text";
import { published, tableOf, type TitleRef } from "./titles";

export async function searchTitles(
  db: Executor,
  kind: TitleKind,
  words: readonly string[],
  limit: number,
  now: Date,
): Promise<TitleRef[]> {
  if (!words.length) return [];
  const table = tableOf(kind);
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(published(table, now), wordConditions(table.searchText, words)))
    .orderBy(phraseRank(table.searchText, words.join(" ")), desc(table.viewCount), desc(table.id))
    .limit(limit);
  return rows.map((row) => ({ kind, id: row.id }));
}

/** Prefix suggestions of both kinds: best match first, then the most watched. */
export async function suggestTitles(db: Executor, words: readonly string[], limit: number, now: Date) {
  if (!words.length) return [];
  const phrase = words.join(" ");
  const find = (kind: TitleKind) => {
    const table = tableOf(kind);
    return db
      .select({
        id: table.id,
        titleEn: table.titleEn,
        titleVi: table.titleVi,
        year: table.year,
        poster: table.poster,
        views: table.viewCount,
        rank: phraseRank(table.searchText, phrase),
      })
      .from(table)
      .where(and(published(table, now), wordConditions(table.searchText, words)))
      .orderBy(phraseRank(table.searchText, phrase), desc(table.viewCount))
      .limit(limit);
  };
  const [movieRows, seriesRows] = await Promise.all([find("movie"), find("series")]);
  return [
    ...movieRows.map((row) => ({ kind: "movie" as const, ...row })),
    ...seriesRows.map((row) => ({ kind: "series" as const, ...row })),
  ]
    .sort((a, b) => Number(a.rank) - Number(b.rank) || b.views - a.views)
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
