import { and, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { toSlug } from "@/lib/slug";

/**
 * What search matches against, and how a query is read: accent-free, lower-case words separated by
 * single spaces ("Bố Già!" → "bo gia"). The same normaliser as the URL slugs (NFD, marks stripped,
 * đ → d), so "bo gia", "Bố già" and "BO-GIA" all find the same title.
 */
export function normaliseSearch(text: string | null | undefined): string {
  return toSlug(text).replace(/-/g, " ");
}

/** A title's search_text column: its English and Vietnamese titles, normalised, without repeats. */
export function searchTextOf(...titles: (string | null | undefined)[]): string {
  const parts: string[] = [];
  for (const title of titles) {
    const normalised = normaliseSearch(title);
    if (normalised && !parts.includes(normalised)) parts.push(normalised);
  }
  return parts.join(" ");
}

/** The words of a query, at most `max`, each at least one character (multi-word queries are ANDed). */
export function queryWords(query: string | null | undefined, max = 8): string[] {
  const words = normaliseSearch(query).split(" ").filter(Boolean);
  return [...new Set(words)].slice(0, max);
}

/** Escapes LIKE's wildcards (% _ and the escape character itself) so a word matches literally. */
export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Every word of the query must be a word of the search text, the last one only its beginning (the
 * viewer may still be typing): "bo gia" finds "bo gia" and "bo giac", not "bon gio giam". Words are
 * [a-z0-9] only (queryWords), so they are safe inside the regular expression.
 */
export function wordConditions(column: AnyColumn | SQL, words: readonly string[]): SQL | undefined {
  return and(
    ...words.map((word, i) => {
      const pattern = i === words.length - 1 ? `(^| )${word}` : `(^| )${word}( |$)`;
      return sql`${column} ~ ${pattern}`;
    }),
  );
}

/**
 * The ways a text can match a query, best first: it starts with the whole phrase; a word of it starts
 * the phrase; every word matches somewhere (only when there are several words). The tiers are nested:
 * each holds the ones before it, and all of them imply the word conditions. Searching tier by tier,
 * each in the table's own order (most watched, newest…), lets the database walk an index in that
 * order or use the trigram index, whichever is cheaper, instead of ranking every match of a common word.
 */
export function matchTiers(column: AnyColumn | SQL, words: readonly string[]): SQL[] {
  const all = wordConditions(column, words);
  if (!all) return [];
  const phrase = words.join(" ");
  const tiers = [and(all, sql`${column} like ${`${phrase}%`}`)!, sql`${column} ~ ${`(^| )${phrase}`}`];
  if (words.length > 1) tiers.push(all);
  return tiers;
}

/**
 * Merges each tier's best rows (in its own order, at most `limit`) into the first `limit` rows overall:
 * a row counts in the first tier that has it. Because the tiers are nested (matchTiers) and each is in
 * the same order, a tier's first `limit` rows hold every row of it that can still make the answer.
 */
export function mergeTiers<T>(tiers: readonly (readonly T[])[], limit: number, key: (row: T) => unknown) {
  const seen = new Set<unknown>();
  const merged: (T & { tier: number })[] = [];
  for (const [tier, rows] of tiers.entries()) {
    for (const row of rows) {
      if (merged.length >= limit) return merged;
      if (seen.has(key(row))) continue;
      seen.add(key(row));
      merged.push({ ...row, tier });
    }
  }
  return merged;
}

/** The columns each tier's query adds: its tier, and each row's place in the tier's order. */
export function tierColumns(tier: number, order: readonly SQL[]) {
  return {
    tier: sql<number>`${sql.raw(String(Math.trunc(tier)))}::int`.mapWith(Number),
    place: sql<number>`row_number() over (order by ${sql.join([...order], sql`, `)})`.mapWith(Number),
  };
}

type Placed<T> = T & { tier: number; place: number };
/** UNION ALL of the tiers' selects (drizzle's set operators only type-check on concrete selects). */
const unionAllOf = unionAll as unknown as <T>(...queries: PromiseLike<T[]>[]) => PromiseLike<T[]>;

/**
 * The first `limit` matches of `words`, best tier first, in one round trip: `find` builds one tier's
 * query (its where clause AND `match`, its columns including tierColumns, ordered and limited).
 */
export async function searchByTier<T extends { id: number }>(
  column: AnyColumn | SQL,
  words: readonly string[],
  limit: number,
  find: (match: SQL, tier: number) => PromiseLike<Placed<T>[]>,
): Promise<(T & { tier: number })[]> {
  const queries = matchTiers(column, words).map((match, tier) => find(match, tier));
  if (queries.length < 2) return [];
  const rows = await unionAllOf(...queries);
  rows.sort((a, b) => a.tier - b.tier || a.place - b.place);
  const tiers = queries.map((_, tier) => rows.filter((row) => row.tier === tier));
  return mergeTiers(tiers, limit, (row) => row.id).map(
    ({ place: _place, ...row }) => row as T & { tier: number },
  );
}
