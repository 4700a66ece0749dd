import { and, sql, type AnyColumn, type SQL } from "drizzle-orm";
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

/** Titles whose search text starts with the whole query come first, then those with a word starting it. */
export function phraseRank(column: AnyColumn | SQL, phrase: string): SQL<number> {
  return sql<number>`case when ${column} like ${`${phrase}%`} then 0 when ${column} like ${`% ${phrase}%`} then 1 else 2 end`;
}
