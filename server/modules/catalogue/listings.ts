/**
 * Listings (/movies, /series with filters and sorting), sections and genres.
 */
import { and, asc, count, desc, eq, exists, sql, type SQL } from "drizzle-orm";
import type { ListingQuery, TitleKind, TitlePage } from "@/lib/contract/catalogue";

export type ListingSort = NonNullable<ListingQuery["sort"]>;
import type { Executor } from "../../db/client";
import { genres, sections, titleSections } from "../../db/schema";
import { pageMeta, type PageRequest } from "../../shared/paging";
import { inGenres, loadCards, published, publishedCount, tableOf, type TitleTable } from "./titles";

// ── Listings ─────────────────────────────────────────────────────────────────────────────────────

/** What a listing sort orders by, each highest first; each list is an index of the title tables (db/schema/catalogue.ts). */
export function sortColumns(table: TitleTable, sort: ListingSort) {
  if (sort === "popular") return [table.viewCount, table.id];
  if (sort === "rating") return [table.ratingScore, table.ratingCount, table.viewCount, table.id];
  return [table.publishedAt, table.id];
}

export const listingOrder = (table: TitleTable, sort: ListingSort): SQL[] =>
  sortColumns(table, sort).map((column) => desc(column));

/** GET /movies and GET /series: filters, sort and a page of cards. */
export async function listTitles(
  db: Executor,
  kind: TitleKind,
  query: ListingQuery,
  page: PageRequest,
  now: Date,
): Promise<TitlePage> {
  const table = tableOf(kind);
  const conditions: (SQL | undefined)[] = [published(table, now)];
  if (query.section !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(titleSections)
          .where(
            and(
              eq(titleSections.titleKind, kind),
              eq(titleSections.titleId, table.id),
              eq(titleSections.sectionId, query.section),
            ),
          ),
      ),
    );
  }
  if (query.genre !== undefined) conditions.push(inGenres(db, table, kind, [query.genre]));
  if (query.year !== undefined) conditions.push(eq(table.year, query.year));
  if (query.country !== undefined) conditions.push(eq(table.country, query.country));
  const where = and(...conditions);

  const filtered = conditions.length > 1;
  const total = filtered
    ? ((await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0)
    : await publishedCount(db, kind, now);

  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...listingOrder(table, query.sort ?? "newest"))
    .limit(page.perPage)
    .offset(page.offset);
  const ids = rows.map((row) => row.id);

  const data = await loadCards(
    db,
    ids.map((id) => ({ kind, id })),
    now,
  );
  return { data, meta: pageMeta(page.page, page.perPage, total) };
}

// ── Sections and genres ──────────────────────────────────────────────────────────────────────────

export async function listSections(db: Executor) {
  const rows = await db.select().from(sections).orderBy(asc(sections.position), asc(sections.id));
  return rows.map((row) => ({
    id: row.id,
    name_en: row.nameEn,
    name_vi: row.nameVi,
    position: row.position,
    title_count: row.titleCount,
  }));
}

export async function findSection(db: Executor, id: number) {
  return (await listSections(db)).find((section) => section.id === id) ?? null;
}

/** A section's titles in the editors' order, a page at a time. */
export async function sectionTitles(db: Executor, sectionId: number, page: PageRequest, now: Date) {
  const rows = await db
    .select({ kind: titleSections.titleKind, id: titleSections.titleId })
    .from(titleSections)
    .where(eq(titleSections.sectionId, sectionId))
    .orderBy(asc(titleSections.position), asc(titleSections.titleKind), asc(titleSections.titleId))
    .limit(page.perPage)
    .offset(page.offset);
  const [totalRow] = await db
    .select({ n: count() })
    .from(titleSections)
    .where(eq(titleSections.sectionId, sectionId));
  const data = await loadCards(db, rows, now);
  return { data, meta: pageMeta(page.page, page.perPage, totalRow?.n ?? 0) };
}

export async function listGenres(db: Executor) {
  const rows = await db.select().from(genres).orderBy(asc(genres.nameEn));
  return rows.map((row) => ({
    id: row.id,
    name_en: row.nameEn,
    name_vi: row.nameVi,
    movie_count: row.movieCount,
    series_count: row.seriesCount,
  }));
}
