/**
 * The home page's rows and the ranked id lists they are made of.
 */
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Banner, Home, HomeRow, TitleKind } from "@/lib/contract/catalogue";
import type { Executor } from "../../db/client";
import { banners, sections, titleSections } from "../../db/schema";
import { listingOrder, sortColumns, type ListingSort } from "./listings";
import { loadCards, published, refKey, tableOf, type TitleRef } from "./titles";

/** How many titles a home row shows. */
export const HOME_ROW_SIZE = 16;

// ── Home ─────────────────────────────────────────────────────────────────────────────────────────

/** The best-rated titles of both kinds (Bayesian mean, so one 5-star vote does not win); rated ones only. */
export function topRatedRefs(db: Executor, limit: number, now: Date): Promise<TitleRef[]> {
  return firstOfBothKinds(db, "rating", limit, now);
}

/** The most recently published titles of both kinds. */
export function newestRefs(db: Executor, limit: number, now: Date): Promise<TitleRef[]> {
  return firstOfBothKinds(db, "newest", limit, now);
}

/** The most watched titles of both kinds. */
export function popularRefs(db: Executor, limit: number, now: Date, exclude = new Set<string>()) {
  return firstOfBothKinds(db, "popular", limit, now, exclude);
}

/**
 * The first published titles of both kinds in a listing's order (each kind read from its index,
 * then the two merged), but `exclude`.
 */
async function firstOfBothKinds(
  db: Executor,
  sort: ListingSort,
  limit: number,
  now: Date,
  exclude = new Set<string>(),
): Promise<TitleRef[]> {
  const first = async (kind: TitleKind) => {
    const table = tableOf(kind);
    const columns = sortColumns(table, sort);
    const rows = await db
      .select({ id: table.id, ...Object.fromEntries(columns.map((column, i) => [`key${i}`, column])) })
      .from(table)
      .where(and(published(table, now), sort === "rating" ? gt(table.ratingCount, 0) : undefined))
      .orderBy(...listingOrder(table, sort))
      .limit(limit + exclude.size);
    // Each key as a number (a timestamp as its milliseconds), to merge the two kinds in the same order.
    const keysOf = (row: Record<string, unknown>) => columns.map((_, i) => Number(row[`key${i}`]));
    return rows.map((row) => ({ kind, id: row.id, keys: keysOf(row) }));
  };
  const [movieRows, seriesRows] = await Promise.all([first("movie"), first("series")]);
  return [...movieRows, ...seriesRows]
    .filter((ref) => !exclude.has(refKey(ref)))
    .sort((a, b) => compareDescending(a.keys, b.keys))
    .slice(0, limit)
    .map(({ kind, id }) => ({ kind, id }));
}

function compareDescending(a: readonly number[], b: readonly number[]) {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i]! - a[i]!;
  return 0;
}

/** GET /home: the banners, one row per section, then the top-rated and newest rows. */
export async function homePage(db: Executor, now: Date): Promise<Home> {
  // Each section's first titles in the editors' order, read from the title_sections_order index.
  const firstMembers = db
    .select({ kind: titleSections.titleKind, id: titleSections.titleId, position: titleSections.position })
    .from(titleSections)
    .where(eq(titleSections.sectionId, sections.id))
    .orderBy(asc(titleSections.position), asc(titleSections.titleKind), asc(titleSections.titleId))
    .limit(HOME_ROW_SIZE * 2)
    .as("members");
  const [sectionRows, memberRows, bannerRows, topRated, newest] = await Promise.all([
    db.select().from(sections).orderBy(asc(sections.position), asc(sections.id)),
    db
      .select({ sectionId: sections.id, kind: firstMembers.kind, id: firstMembers.id })
      .from(sections)
      .innerJoinLateral(firstMembers, sql`true`)
      .orderBy(asc(sections.id), asc(firstMembers.position), asc(firstMembers.kind), asc(firstMembers.id)),
    db.select().from(banners).where(eq(banners.active, true)).orderBy(asc(banners.position), asc(banners.id)),
    topRatedRefs(db, HOME_ROW_SIZE, now),
    newestRefs(db, HOME_ROW_SIZE, now),
  ]);

  const refs: TitleRef[] = [
    ...memberRows,
    ...bannerRows.map((row) => ({ kind: row.titleKind, id: row.titleId })),
    ...topRated,
    ...newest,
  ];
  const cards = new Map((await loadCards(db, refs, now)).map((card) => [refKey(card), card]));
  const cardsFor = (list: readonly TitleRef[]) =>
    list.flatMap((ref) => cards.get(refKey(ref)) ?? []).slice(0, HOME_ROW_SIZE);

  const rows: HomeRow[] = sectionRows.map((section) => ({
    key: `section-${section.id}`,
    section_id: section.id,
    name_en: section.nameEn,
    name_vi: section.nameVi,
    titles: cardsFor(memberRows.filter((row) => row.sectionId === section.id)),
  }));
  rows.push(
    {
      key: "top-rated",
      section_id: null,
      name_en: "Top Rated",
      name_vi: "Đánh giá cao nhất",
      titles: cardsFor(topRated),
    },
    {
      key: "newest",
      section_id: null,
      name_en: "Just Added",
      name_vi: "Vừa cập nhật",
      titles: cardsFor(newest),
    },
  );

  const bannerList: Banner[] = bannerRows.flatMap((row) => {
    const title = cards.get(refKey({ kind: row.titleKind, id: row.titleId }));
    return title
      ? [
          {
            id: row.id,
            headline_en: row.headlineEn,
            headline_vi: row.headlineVi,
            image: row.image,
            focus: { x: row.focusX, y: row.focusY },
            title,
          },
        ]
      : [];
  });
  return { banners: bannerList, rows: rows.filter((row) => row.titles.length > 0) };
}
