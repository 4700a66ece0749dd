/**
 * The studio's blog (issue #36): the editors' list of posts (drafts and scheduled ones too), a new
 * post (a draft), one post to edit, and saving it. A save is one transaction: the row as the editor
 * saw it (or a 409), the new values with their search text, and an audit row of what changed.
 */
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type {
  StudioNewPostSchema,
  StudioPost,
  StudioPostRow,
  StudioPostUpdateSchema,
} from "@/lib/contract/studio-blog";
import { blogPostPath } from "@/lib/routes";
import type { Executor } from "../../db/client";
import { blogCategories, blogPosts } from "../../db/schema";
import { queryWords, searchTextOf, wordConditions } from "../../db/search-text";
import { titleNames, type TitleRef } from "../catalogue";
import { recordAudit, type Actor } from "./audit";
import { auditActionOf, changedFields, inState, stateAt, type TitleListFilter } from "./catalogue";

export type PostListFilter = Omit<TitleListFilter, "kind" | "sort"> & { category?: number };

/** Every post, found by words of either title or by its id, the latest change first. */
export async function postList(db: Executor, filter: PostListFilter, now: Date) {
  const conditions: (SQL | undefined)[] = [];
  const q = filter.q?.trim() ?? "";
  if (/^\d{1,9}$/.test(q)) conditions.push(eq(blogPosts.id, Number(q)));
  else if (q) conditions.push(wordConditions(blogPosts.searchText, queryWords(q)) ?? sql`false`);
  if (filter.state) conditions.push(inState(blogPosts, filter.state, now));
  if (filter.category !== undefined) conditions.push(eq(blogPosts.categoryId, filter.category));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        titleEn: blogPosts.titleEn,
        titleVi: blogPosts.titleVi,
        categoryId: blogCategories.id,
        categoryEn: blogCategories.nameEn,
        categoryVi: blogCategories.nameVi,
        featured: blogPosts.featured,
        publishedAt: blogPosts.publishedAt,
        updatedAt: blogPosts.updatedAt,
      })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(where)
      .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ value: count() }).from(blogPosts).where(where),
  ]);
  const data: StudioPostRow[] = rows.map((row) => ({
    id: row.id,
    title_en: row.titleEn,
    title_vi: row.titleVi,
    category: { id: row.categoryId, name_en: row.categoryEn, name_vi: row.categoryVi },
    featured: row.featured,
    state: stateAt(row.publishedAt, now),
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  }));
  return { data, total: total?.value ?? 0 };
}

async function editableRow(db: Executor, id: number, lock = false) {
  const query = db.select().from(blogPosts).where(eq(blogPosts.id, id));
  const [row] = await (lock ? query.for("update") : query);
  return row ?? null;
}
type PostRow = NonNullable<Awaited<ReturnType<typeof editableRow>>>;

const reviewsOf = (row: PostRow) =>
  row.movieId !== null
    ? { kind: "movie" as const, id: row.movieId }
    : row.seriesId !== null
      ? { kind: "series" as const, id: row.seriesId }
      : null;

/** The row's editable values under the contract's names: what the editor shows, and what the trail compares. */
function editableValues(row: PostRow) {
  return {
    category_id: row.categoryId,
    title_en: row.titleEn,
    title_vi: row.titleVi,
    excerpt_en: row.excerptEn,
    excerpt_vi: row.excerptVi,
    body_en: row.bodyEn,
    body_vi: row.bodyVi,
    featured: row.featured,
    reviews: reviewsOf(row),
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

/** The reviewed film's or series' names, or null when the post reviews none (or it was deleted). */
async function reviewedNames(db: Executor, reviews: TitleRef | null) {
  const names = reviews && (await titleNames(db, reviews));
  return names ? { ...reviews!, ...names } : null;
}

type Reviewed = Awaited<ReturnType<typeof reviewedNames>>;

/** The post as the studio shows it; `reviewed` when the caller already looked the reviewed title up. */
async function studioPost(db: Executor, row: PostRow, now: Date, reviewed?: Reviewed): Promise<StudioPost> {
  const path = blogPostPath(row.id, row.titleEn);
  return {
    id: row.id,
    ...editableValues(row),
    reviews: reviewed !== undefined ? reviewed : await reviewedNames(db, reviewsOf(row)),
    cover: row.cover,
    updated_at: row.updatedAt.toISOString(),
    state: stateAt(row.publishedAt, now),
    paths: { en: `/en${path}`, vi: `/vi${path}` },
  };
}

export async function postForEditing(db: Executor, id: number, now: Date) {
  const row = await editableRow(db, id);
  return row ? studioPost(db, row, now) : null;
}

const categoryExists = async (db: Executor, id: number) =>
  (await db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, id))).length >
  0;

export type PostResult =
  | { outcome: "saved"; post: StudioPost; changed: string[] }
  | { outcome: "missing" }
  | { outcome: "stale" }
  /** A category or a reviewed title that is none: the field. */
  | { outcome: "unknown"; field: "category_id" | "reviews" };

/** A new post, a draft nobody but the studio sees until it is published. */
export async function createPost(
  db: Executor,
  actor: Actor,
  values: z.output<typeof StudioNewPostSchema>,
  now: Date,
): Promise<PostResult> {
  return db.transaction(async (tx) => {
    if (!(await categoryExists(tx, values.category_id))) return { outcome: "unknown", field: "category_id" };
    const [created] = await tx
      .insert(blogPosts)
      .values({
        categoryId: values.category_id,
        titleEn: values.title_en,
        titleVi: values.title_vi,
        excerptEn: "",
        excerptVi: "",
        bodyEn: "",
        bodyVi: "",
        searchText: searchTextOf(values.title_en, values.title_vi),
        publishedAt: null,
        updatedAt: now,
      })
      .returning();
    const { published_at: _draft, ...after } = editableValues(created!);
    await recordAudit(
      tx,
      actor,
      { action: "post.create", target: { type: "post", id: created!.id }, after },
      now,
    );
    return { outcome: "saved", post: await studioPost(tx, created!, now), changed: Object.keys(after) };
  });
}

/** Saves the editor's values over the row it loaded; `stale` when someone saved it since. */
export async function savePost(
  db: Executor,
  actor: Actor,
  id: number,
  values: z.output<typeof StudioPostUpdateSchema>,
  now: Date,
): Promise<PostResult> {
  return db.transaction(async (tx) => {
    const row = await editableRow(tx, id, true);
    if (!row) return { outcome: "missing" };
    if (row.updatedAt.getTime() !== new Date(values.updated_at).getTime()) return { outcome: "stale" };
    if (!(await categoryExists(tx, values.category_id))) return { outcome: "unknown", field: "category_id" };
    // Looked up once: to refuse an unknown one, then to name it in the answer.
    const reviewed = await reviewedNames(tx, values.reviews);
    if (values.reviews && !reviewed) return { outcome: "unknown", field: "reviews" };
    const { updated_at: _loaded, ...typed } = values;
    const wanted = {
      ...typed,
      published_at: typed.published_at === null ? null : new Date(typed.published_at).toISOString(),
    };
    const diff = changedFields(editableValues(row), wanted);
    const changed = Object.keys(diff.after);
    if (changed.length === 0)
      return { outcome: "saved", post: await studioPost(tx, row, now, reviewed), changed };
    const [saved] = await tx
      .update(blogPosts)
      .set({
        categoryId: wanted.category_id,
        titleEn: wanted.title_en,
        titleVi: wanted.title_vi,
        excerptEn: wanted.excerpt_en,
        excerptVi: wanted.excerpt_vi,
        bodyEn: wanted.body_en,
        bodyVi: wanted.body_vi,
        featured: wanted.featured,
        movieId: wanted.reviews?.kind === "movie" ? wanted.reviews.id : null,
        seriesId: wanted.reviews?.kind === "series" ? wanted.reviews.id : null,
        searchText: searchTextOf(wanted.title_en, wanted.title_vi),
        publishedAt: wanted.published_at === null ? null : new Date(wanted.published_at),
        updatedAt: now,
      })
      .where(eq(blogPosts.id, id))
      .returning();
    await recordAudit(
      tx,
      actor,
      {
        ...auditActionOf(row.publishedAt, wanted.published_at, "post"),
        target: { type: "post", id },
        ...diff,
      },
      now,
    );
    return { outcome: "saved", post: await studioPost(tx, saved!, now, reviewed), changed };
  });
}
