/** A viewer's own scores (1–5). The title's average and count come from the catalogue's summaries. */
import { and, eq } from "drizzle-orm";
import type { Rating } from "@/lib/contract/activity";
import type { Executor } from "../../db/client";
import { ratings } from "../../db/schema";
import { ratingSummary, type TitleRef } from "../catalogue";

const ofTitle = (userId: number, ref: TitleRef) =>
  and(eq(ratings.userId, userId), eq(ratings.titleKind, ref.kind), eq(ratings.titleId, ref.id));

/** The title's rating, with the viewer's own score (null when signed out or not rated). */
export async function ratingOf(db: Executor, ref: TitleRef, userId: number | null): Promise<Rating> {
  const summary = await ratingSummary(db, ref.kind, ref.id);
  let score: number | null = null;
  if (userId !== null) {
    const [row] = await db.select({ score: ratings.score }).from(ratings).where(ofTitle(userId, ref));
    score = row?.score ?? null;
  }
  return { title_kind: ref.kind, title_id: ref.id, ...summary, score };
}

/** Rates a title, or changes the score given earlier. */
export async function rate(db: Executor, userId: number, ref: TitleRef, score: number, now: Date) {
  await db
    .insert(ratings)
    .values({ userId, titleKind: ref.kind, titleId: ref.id, score, updatedAt: now })
    .onConflictDoUpdate({
      target: [ratings.userId, ratings.titleKind, ratings.titleId],
      set: { score, updatedAt: now },
    });
}

export async function withdrawRating(db: Executor, userId: number, ref: TitleRef) {
  await db.delete(ratings).where(ofTitle(userId, ref));
}
