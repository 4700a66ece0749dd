/** A viewer's favorites: a set of titles, listed newest first as cards. */
import { and, count, desc, eq } from "drizzle-orm";
import type { FavoritePage } from "@/lib/contract/activity";
import type { Executor } from "../../db/client";
import { favorites } from "../../db/schema";
import { pageMeta, type PageRequest } from "../../shared/paging";
import { loadCards, refKey, type TitleRef } from "../catalogue";

const ofTitle = (userId: number, ref: TitleRef) =>
  and(eq(favorites.userId, userId), eq(favorites.titleKind, ref.kind), eq(favorites.titleId, ref.id));

export async function favoritePage(
  db: Executor,
  userId: number,
  page: PageRequest,
  now: Date,
): Promise<FavoritePage> {
  const mine = eq(favorites.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(favorites)
      .where(mine)
      .orderBy(desc(favorites.createdAt), desc(favorites.titleId))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(favorites).where(mine),
  ]);
  const refs = rows.map((row) => ({ kind: row.titleKind, id: row.titleId }));
  const cards = new Map((await loadCards(db, refs, now)).map((card) => [refKey(card), card]));
  // A title unpublished since it was saved is left out rather than shown half.
  const data = rows.flatMap((row) => {
    const title = cards.get(refKey({ kind: row.titleKind, id: row.titleId }));
    return title ? [{ created_at: row.createdAt.toISOString(), title }] : [];
  });
  return { data, meta: pageMeta(page.page, page.perPage, total?.n ?? 0) };
}

/** Idempotent: saving a favorite twice keeps the first date. */
export async function addFavorite(db: Executor, userId: number, ref: TitleRef, now: Date) {
  await db
    .insert(favorites)
    .values({ userId, titleKind: ref.kind, titleId: ref.id, createdAt: now })
    .onConflictDoNothing();
}

export async function isFavorite(db: Executor, userId: number, ref: TitleRef): Promise<boolean> {
  const [row] = await db.select({ id: favorites.titleId }).from(favorites).where(ofTitle(userId, ref));
  return Boolean(row);
}

export async function removeFavorite(db: Executor, userId: number, ref: TitleRef) {
  await db.delete(favorites).where(ofTitle(userId, ref));
}
