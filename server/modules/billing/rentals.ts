/**
 * Rentals (issue #38, lib/billing/rules.ts): a title for rent is bought at its price, to be started
 * within 30 days; its first playback starts it, and it then plays for 48 hours. A viewer holds at
 * most one rental of a title that is not over: renting again before then is refused, not charged.
 */
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL } from "drizzle-orm";
import { rentalEndsAt, rentalStartBy } from "@/lib/billing/rules";
import type { TitleKind } from "@/lib/contract/catalogue";
import type { Database, Executor } from "../../db/client";
import { movies, rentals, tvSeries } from "../../db/schema";
import { purchase, PurchaseError, type Bought } from "./purchases";

export type RentalRow = typeof rentals.$inferSelect;

/**
 * Who may watch a published title and its rent price; null when there is none. Published as the
 * catalogue reads it (catalogue/titles.ts `published`), which billing cannot import: the catalogue
 * depends on it through metrics and programme.
 */
export async function titleOffer(db: Executor, kind: TitleKind, id: number, now: Date) {
  const table = kind === "movie" ? movies : tvSeries;
  const [row] = await db
    .select({ access: table.access, rentPrice: table.rentPrice })
    .from(table)
    .where(and(eq(table.id, id), lte(table.publishedAt, now)));
  return row ?? null;
}

/** Rentals of the viewer not over at `now` (unstarted and startable, or being watched). */
const notOver = (now: Date): SQL =>
  or(
    and(isNull(rentals.startedAt), gt(rentals.startBy, now)),
    and(isNotNull(rentals.startedAt), gt(rentals.endsAt, now)),
  )!;

/** The viewer's rental of a title that is not over at `now`, or null. */
export async function currentRental(db: Executor, userId: number, kind: TitleKind, id: number, now: Date) {
  const [row] = await db
    .select()
    .from(rentals)
    .where(
      and(eq(rentals.userId, userId), eq(rentals.titleKind, kind), eq(rentals.titleId, id), notOver(now)),
    )
    .orderBy(desc(rentals.startBy))
    .limit(1);
  return row ?? null;
}

/** Rents a title from the viewer's balance at its price now; a key sent again answers with that rental. */
export function rentTitle(
  db: Database,
  input: { userId: number; kind: TitleKind; id: number; key: string; now: Date },
): Promise<Bought<RentalRow>> {
  const { userId, kind, id, now } = input;
  return purchase(db, {
    ...input,
    isSame: (earlier) => earlier.kind === "rental" && earlier.titleKind === kind && earlier.titleId === id,
    given: async (tx, earlier) =>
      (await tx.select().from(rentals).where(eq(rentals.purchaseId, earlier.id)))[0]!,
    async offer(tx) {
      const title = await titleOffer(tx, kind, id, now);
      if (!title || title.access !== "rent" || title.rentPrice === null)
        throw new PurchaseError("not_for_sale");
      if (await currentRental(tx, userId, kind, id, now)) throw new PurchaseError("already_rented");
      return { kind: "rental", titleKind: kind, titleId: id, amount: title.rentPrice };
    },
    async give(tx, bought) {
      const [rental] = await tx
        .insert(rentals)
        .values({
          userId,
          titleKind: kind,
          titleId: id,
          purchaseId: bought.id,
          startBy: rentalStartBy(now),
          createdAt: now,
        })
        .returning();
      return rental!;
    },
  });
}

/**
 * Starts the viewer's rental of a title if it has not started (its first playback), and gives the
 * rental not over at `now`, or null when there is none.
 */
export async function startRental(db: Executor, userId: number, kind: TitleKind, id: number, now: Date) {
  const rental = await currentRental(db, userId, kind, id, now);
  if (!rental || rental.startedAt !== null) return rental;
  const [started] = await db
    .update(rentals)
    .set({ startedAt: now, endsAt: rentalEndsAt(now) })
    .where(and(eq(rentals.id, rental.id), isNull(rentals.startedAt)))
    .returning();
  // Started meanwhile by another playback: that one's clock holds.
  return started ?? (await currentRental(db, userId, kind, id, now));
}

/** The viewer's rentals, newest first, with their titles' names. */
export async function rentalsOf(db: Executor, userId: number, limit = 50) {
  const rows = await db
    .select()
    .from(rentals)
    .where(eq(rentals.userId, userId))
    .orderBy(desc(rentals.createdAt), desc(rentals.id))
    .limit(limit);
  return { rows, names: await titleNames(db, rows) };
}

/** "movie:12" → the title's names, for the titles the rows name. */
export async function titleNames(
  db: Executor,
  rows: readonly { titleKind: TitleKind | null; titleId: number | null }[],
) {
  const names = new Map<string, { en: string; vi: string }>();
  for (const [kind, table] of [
    ["movie", movies],
    ["series", tvSeries],
  ] as const) {
    const ids = [...new Set(rows.filter((row) => row.titleKind === kind).map((row) => row.titleId!))];
    if (ids.length === 0) continue;
    const found = await db
      .select({ id: table.id, en: table.titleEn, vi: table.titleVi })
      .from(table)
      .where(inArray(table.id, ids));
    for (const title of found) names.set(`${kind}:${title.id}`, { en: title.en, vi: title.vi });
  }
  return names;
}
