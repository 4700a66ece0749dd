/**
 * Who made a title: its directors and its cast in billing order, read for its page and its editor,
 * and replaced by the studio's save. A name typed again is the same person (one `people` row).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { TitleKind } from "@/lib/contract/catalogue";
import type { Credits } from "@/lib/contract/credits";
import type { Executor } from "../../db/client";
import { people, titleCredits } from "../../db/schema";

export async function creditsOf(db: Executor, kind: TitleKind, id: number): Promise<Credits> {
  const rows = await db
    .select({ role: titleCredits.role, id: people.id, name: people.name })
    .from(titleCredits)
    .innerJoin(people, eq(people.id, titleCredits.personId))
    .where(and(eq(titleCredits.titleKind, kind), eq(titleCredits.titleId, id)))
    .orderBy(asc(titleCredits.role), asc(titleCredits.position));
  const named = (role: "director" | "cast") =>
    rows.filter((row) => row.role === role).map(({ id: personId, name }) => ({ id: personId, name }));
  return { directors: named("director"), cast: named("cast") };
}

/** The people of these names, made where new, by name. */
async function peopleNamed(db: Executor, names: string[]): Promise<Map<string, number>> {
  if (!names.length) return new Map();
  await db
    .insert(people)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing({ target: people.name });
  const rows = await db
    .select({ id: people.id, name: people.name })
    .from(people)
    .where(inArray(people.name, names));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Replaces a title's credits with these names, in this order. */
export async function replaceCredits(
  db: Executor,
  kind: TitleKind,
  id: number,
  wanted: { directors: string[]; cast: string[] },
) {
  const ids = await peopleNamed(db, [...new Set([...wanted.directors, ...wanted.cast])]);
  await db.delete(titleCredits).where(and(eq(titleCredits.titleKind, kind), eq(titleCredits.titleId, id)));
  const rows = [
    ...wanted.directors.map((name, position) => ({ role: "director" as const, name, position })),
    ...wanted.cast.map((name, position) => ({ role: "cast" as const, name, position })),
  ].map(({ role, name, position }) => ({
    titleKind: kind,
    titleId: id,
    role,
    position,
    personId: ids.get(name)!,
  }));
  if (rows.length) await db.insert(titleCredits).values(rows);
}
