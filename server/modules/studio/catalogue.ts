/**
 * The studio's catalogue (issue #36): the editors' list of films and series (every title, scheduled
 * ones too), one title to edit, and saving it. A save is one transaction: the row as the editor saw
 * it (or a 409), the new values with their search text, and an audit row of what changed.
 */
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { TitleKind } from "@/lib/contract/catalogue";
import type {
  StudioTitle,
  StudioTitleRow,
  StudioTitleUpdateSchema,
  STUDIO_TITLE_SORTS,
} from "@/lib/contract/studio-catalogue";
import { titleHref } from "@/lib/catalogue/titles";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import { queryWords, searchTextOf, wordConditions } from "../../db/search-text";
import { tableOf } from "../catalogue";
import { recordAudit, type Actor } from "./audit";

type Sort = (typeof STUDIO_TITLE_SORTS)[number];
export type TitleListFilter = { kind: TitleKind; q?: string; sort: Sort; page: number; perPage: number };

const stateAt = (publishedAt: Date, now: Date): "published" | "scheduled" =>
  publishedAt <= now ? "published" : "scheduled";

/** Every title of a kind, found by words of either title or by its id, in the order asked. */
export async function titleList(db: Executor, filter: TitleListFilter, now: Date) {
  const table = tableOf(filter.kind);
  const conditions: (SQL | undefined)[] = [];
  const q = filter.q?.trim() ?? "";
  if (/^\d{1,9}$/.test(q)) conditions.push(eq(table.id, Number(q)));
  else if (q) conditions.push(wordConditions(table.searchText, queryWords(q)) ?? sql`false`);
  const where = and(...conditions);
  const order = {
    updated: [desc(table.updatedAt), desc(table.id)],
    title: [asc(table.titleEn), asc(table.id)],
    year: [desc(table.year), desc(table.id)],
    published: [desc(table.publishedAt), desc(table.id)],
  }[filter.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: table.id,
        titleEn: table.titleEn,
        titleVi: table.titleVi,
        year: table.year,
        publishedAt: table.publishedAt,
        updatedAt: table.updatedAt,
      })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ value: count() }).from(table).where(where),
  ]);
  const data: StudioTitleRow[] = rows.map((row) => ({
    kind: filter.kind,
    id: row.id,
    title_en: row.titleEn,
    title_vi: row.titleVi,
    year: row.year,
    state: stateAt(row.publishedAt, now),
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
  return { data, total: total?.value ?? 0 };
}

/** The fields the editor shows, as the database holds them. */
async function editableRow(db: Executor, kind: TitleKind, id: number, lock = false) {
  const table = tableOf(kind);
  const query = db
    .select({
      id: table.id,
      titleEn: table.titleEn,
      titleVi: table.titleVi,
      descriptionEn: table.descriptionEn,
      descriptionVi: table.descriptionVi,
      year: table.year,
      country: table.country,
      originalLanguage: table.originalLanguage,
      publishedAt: table.publishedAt,
      updatedAt: table.updatedAt,
    })
    .from(table)
    .where(eq(table.id, id));
  const [row] = await (lock ? query.for("update") : query);
  return row ?? null;
}

type EditableRow = NonNullable<Awaited<ReturnType<typeof editableRow>>>;

/** The row's editable values under the contract's names: what the editor shows, and what the trail compares. */
function editableValues(row: EditableRow) {
  return {
    title_en: row.titleEn,
    title_vi: row.titleVi,
    description_en: row.descriptionEn,
    description_vi: row.descriptionVi,
    year: row.year,
    country: row.country,
    original_language: row.originalLanguage,
    published_at: row.publishedAt.toISOString(),
  };
}

function studioTitle(kind: TitleKind, row: EditableRow, now: Date): StudioTitle {
  const href = titleHref({ kind, id: row.id, title_en: row.titleEn });
  return {
    kind,
    id: row.id,
    ...editableValues(row),
    updated_at: row.updatedAt.toISOString(),
    state: stateAt(row.publishedAt, now),
    paths: { en: `/en${href}`, vi: `/vi${href}` },
  };
}

export async function titleForEditing(db: Executor, kind: TitleKind, id: number, now: Date) {
  const row = await editableRow(db, kind, id);
  return row ? studioTitle(kind, row, now) : null;
}

/** Only the fields whose values differ, before and after: what the audit trail keeps of a save. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

export type SaveResult =
  { outcome: "saved"; title: StudioTitle; changed: string[] } | { outcome: "missing" } | { outcome: "stale" };

/** Saves the editor's values over the row it loaded; `stale` when someone saved it since. */
export async function saveTitle(
  db: Executor,
  actor: Actor,
  target: { kind: TitleKind; id: number },
  values: z.output<typeof StudioTitleUpdateSchema>,
  now: Date,
): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    const row = await editableRow(tx, target.kind, target.id, true);
    if (!row) return { outcome: "missing" };
    if (row.updatedAt.getTime() !== new Date(values.updated_at).getTime()) return { outcome: "stale" };
    const next = { ...values, published_at: new Date(values.published_at).toISOString() };
    const { updated_at: _loaded, ...wanted } = next;
    const diff = changedFields(editableValues(row), wanted);
    const changed = Object.keys(diff.after);
    if (changed.length === 0) return { outcome: "saved", title: studioTitle(target.kind, row, now), changed };
    const table = tableOf(target.kind);
    await tx
      .update(table)
      .set({
        titleEn: wanted.title_en,
        titleVi: wanted.title_vi,
        descriptionEn: wanted.description_en,
        descriptionVi: wanted.description_vi,
        year: wanted.year,
        country: wanted.country,
        originalLanguage: wanted.original_language,
        publishedAt: new Date(wanted.published_at),
        searchText: searchTextOf(wanted.title_en, wanted.title_vi),
        updatedAt: now,
      })
      .where(eq(table.id, target.id));
    await recordAudit(
      tx,
      actor,
      { action: "title.update", target: { type: target.kind, id: target.id }, ...diff },
      now,
    );
    const saved = await editableRow(tx, target.kind, target.id);
    return { outcome: "saved", title: studioTitle(target.kind, saved!, now), changed };
  });
}
