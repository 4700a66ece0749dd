/**
 * The studio's catalogue (issue #36): the editors' list of films and series (every title, scheduled
 * ones and drafts too), a new title (a draft), one title to edit, and saving it. A save is one
 * transaction: the row as the editor saw it (or a 409), the new values with their search text, and
 * an audit row of what changed.
 */
import { and, asc, count, desc, eq, gt, isNull, lte, sql, type Column, type SQL } from "drizzle-orm";
import type { TitleKind } from "@/lib/contract/catalogue";
import type {
  StudioNewTitleSchema,
  StudioTitle,
  StudioTitleRow,
  StudioTitleUpdateSchema,
  STUDIO_TITLE_SORTS,
  TITLE_STATES,
} from "@/lib/contract/studio-catalogue";
import type { Playback } from "@/lib/contract/studio-playback";
import { titleHref } from "@/lib/catalogue/titles";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import { queryWords, searchTextOf, wordConditions } from "../../db/search-text";
import { movies, tvSeries } from "../../db/schema";
import { tableOf } from "../catalogue";
import { recordAudit, type Actor } from "./audit";
import { audioNamesAfterEdit } from "./media-publish";
import { creditsOf, replaceCredits } from "../catalogue";
import { placesOf, replacePlaces, unknownPlace } from "./title-places";

type Sort = (typeof STUDIO_TITLE_SORTS)[number];
type State = (typeof TITLE_STATES)[number];
export type TitleListFilter = {
  kind: TitleKind;
  q?: string;
  sort: Sort;
  state?: State;
  page: number;
  perPage: number;
};

export const stateAt = (publishedAt: Date | null, now: Date): State =>
  publishedAt === null ? "draft" : publishedAt <= now ? "published" : "scheduled";

/** The condition each state is on a title's or post's `published_at` (viewers see the published). */
export function inState(table: { publishedAt: Column }, state: State, now: Date): SQL | undefined {
  if (state === "draft") return isNull(table.publishedAt);
  return state === "published" ? lte(table.publishedAt, now) : gt(table.publishedAt, now);
}

/** Every title of a kind, found by words of either title or by its id, in the order asked. */
export async function titleList(db: Executor, filter: TitleListFilter, now: Date) {
  const table = tableOf(filter.kind);
  const conditions: (SQL | undefined)[] = [];
  const q = filter.q?.trim() ?? "";
  if (/^\d{1,9}$/.test(q)) conditions.push(eq(table.id, Number(q)));
  else if (q) conditions.push(wordConditions(table.searchText, queryWords(q)) ?? sql`false`);
  if (filter.state) conditions.push(inState(table, filter.state, now));
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
    published_at: row.publishedAt?.toISOString() ?? null,
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
      ageRating: table.ageRating,
      durationMin: kind === "movie" ? movies.durationMin : sql<null>`null`,
      // A film's own media; a series has none (its episodes do).
      media: kind === "movie" ? movies.media : sql<null>`null`,
      storyboard: kind === "movie" ? movies.storyboard : sql<null>`null`,
      subtitles: kind === "movie" ? movies.subtitles : sql<null>`null`,
      segments: kind === "movie" ? movies.segments : sql<null>`null`,
      publishedAt: table.publishedAt,
      updatedAt: table.updatedAt,
      poster: table.poster,
      thumbnail: table.thumbnail,
    })
    .from(table)
    .where(eq(table.id, id));
  const [row] = await (lock ? query.for("update") : query);
  if (!row) return null;
  const [places, credits] = await Promise.all([placesOf(db, kind, id), creditsOf(db, kind, id)]);
  const names = (people: { name: string }[]) => people.map((person) => person.name);
  return { ...row, ...places, directors: names(credits.directors), cast: names(credits.cast) };
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
    duration_min: row.durationMin,
    age_rating: row.ageRating,
    genre_ids: row.genre_ids,
    section_ids: row.section_ids,
    directors: row.directors,
    cast: row.cast,
    published_at: row.publishedAt?.toISOString() ?? null,
    playback: playbackOf(row),
  };
}

/** A film's media fields as the editor shows them; null for a series. */
function playbackOf(row: EditableRow): Playback | null {
  if (row.subtitles === null || row.segments === null) return null;
  return { media: row.media, storyboard: row.storyboard, subtitles: row.subtitles, segments: row.segments };
}

function studioTitle(kind: TitleKind, row: EditableRow, now: Date): StudioTitle {
  const href = titleHref({ kind, id: row.id, title_en: row.titleEn });
  return {
    kind,
    id: row.id,
    ...editableValues(row),
    artwork: { poster: row.poster, thumbnail: row.thumbnail },
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
  // Lists (genres, sections) compare by their contents, in the order both keep them.
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** The columns a new title and a save both write, from the contract's names. */
function titleColumnsOf(values: Omit<z.output<typeof StudioNewTitleSchema>, "duration_min">) {
  return {
    titleEn: values.title_en,
    titleVi: values.title_vi,
    descriptionEn: values.description_en,
    descriptionVi: values.description_vi,
    year: values.year,
    country: values.country,
    originalLanguage: values.original_language,
    searchText: searchTextOf(values.title_en, values.title_vi),
  };
}

/** A film's media columns from the editor's fields; none to write for a series. */
function playbackColumns(playback: Playback | null, playingBefore: string | null) {
  if (!playback) return {};
  const { media, storyboard, subtitles, segments } = playback;
  return { media, storyboard, subtitles, segments, ...audioNamesAfterEdit(media, playingBefore) };
}

/** The trail's names of a save of a title or a post, written out so audit-names.test.ts finds them. */
const SAVE_ACTIONS = {
  title: {
    publish: { action: "title.publish" },
    unpublish: { action: "title.unpublish" },
    update: { action: "title.update" },
  },
  post: {
    publish: { action: "post.publish" },
    unpublish: { action: "post.unpublish" },
    update: { action: "post.update" },
  },
} as const;

/** How the trail names a save: publishing a draft, taking it down, or any other edit. */
export function auditActionOf(before: Date | null, after: string | null, thing: "title" | "post" = "title") {
  if (before === null && after !== null) return SAVE_ACTIONS[thing].publish;
  if (before !== null && after === null) return SAVE_ACTIONS[thing].unpublish;
  return SAVE_ACTIONS[thing].update;
}

/**
 * Why a title's running time is refused (a message key), or null: a film must have one, a series
 * has none of its own (its episodes do).
 */
export function durationProblem(kind: TitleKind, durationMin: number | undefined) {
  if (kind === "movie" && durationMin === undefined) return "fields.required" as const;
  if (kind === "series" && durationMin !== undefined) return "studio.durationOfFilms" as const;
  return null;
}

/** A new title, a draft nobody but the studio sees until it is published. */
export async function createTitle(
  db: Executor,
  actor: Actor,
  kind: TitleKind,
  values: z.output<typeof StudioNewTitleSchema>,
  now: Date,
): Promise<StudioTitle> {
  return db.transaction(async (tx) => {
    const columns = { ...titleColumnsOf(values), publishedAt: null, createdAt: now, updatedAt: now };
    const [created] =
      kind === "movie"
        ? await tx
            .insert(movies)
            .values({ ...columns, durationMin: values.duration_min ?? 0 })
            .returning({ id: movies.id })
        : await tx.insert(tvSeries).values(columns).returning({ id: tvSeries.id });
    const row = (await editableRow(tx, kind, created!.id))!;
    const { published_at: _draft, ...after } = editableValues(row);
    await recordAudit(tx, actor, { action: "title.create", target: { type: kind, id: row.id }, after }, now);
    return studioTitle(kind, row, now);
  });
}

export type SaveResult =
  | { outcome: "saved"; title: StudioTitle; changed: string[] }
  | { outcome: "missing" }
  | { outcome: "stale" }
  /** A genre or section id that is none (deleted since the editor opened): the field. */
  | { outcome: "unknown"; field: "genre_ids" | "section_ids" };

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
    const unknown = await unknownPlace(tx, values);
    if (unknown) return { outcome: "unknown", field: unknown };
    const { updated_at: _loaded, ...typed } = values;
    const wanted = {
      ...typed,
      duration_min: typed.duration_min ?? null,
      // Left out: kept as it is (a series never has one; the route refuses it).
      playback: typed.playback ?? playbackOf(row),
      published_at: typed.published_at === null ? null : new Date(typed.published_at).toISOString(),
    };
    const diff = changedFields(editableValues(row), wanted);
    const changed = Object.keys(diff.after);
    if (changed.length === 0) return { outcome: "saved", title: studioTitle(target.kind, row, now), changed };
    const columns = {
      ...titleColumnsOf(wanted),
      ageRating: wanted.age_rating,
      publishedAt: wanted.published_at === null ? null : new Date(wanted.published_at),
      updatedAt: now,
    };
    if (target.kind === "movie")
      await tx
        .update(movies)
        .set({
          ...columns,
          ...playbackColumns(wanted.playback, row.media),
          durationMin: wanted.duration_min ?? row.durationMin ?? 0,
        })
        .where(eq(movies.id, target.id));
    else await tx.update(tvSeries).set(columns).where(eq(tvSeries.id, target.id));
    if (changed.includes("genre_ids") || changed.includes("section_ids"))
      await replacePlaces(tx, target.kind, target.id, wanted);
    if (changed.includes("directors") || changed.includes("cast"))
      await replaceCredits(tx, target.kind, target.id, wanted);
    await recordAudit(
      tx,
      actor,
      {
        ...auditActionOf(row.publishedAt, wanted.published_at),
        target: { type: target.kind, id: target.id },
        ...diff,
      },
      now,
    );
    const saved = await editableRow(tx, target.kind, target.id);
    return { outcome: "saved", title: studioTitle(target.kind, saved!, now), changed };
  });
}
