/**
 * Where a title is found besides its own page: its genres and the sections (home rows, /category
 * pages) that list it. The studio's editor reads and replaces both; the database's triggers keep the
 * genres' and sections' counts (migration 0005).
 */
import { and, eq, inArray, max, notInArray } from "drizzle-orm";
import type { TitleKind } from "@/lib/contract/catalogue";
import type { Executor } from "../../db/client";
import { genres, sections, titleGenres, titleSections } from "../../db/schema";

export type Places = { genre_ids: number[]; section_ids: number[] };

/** A title's genres and sections, each in ascending order of id. */
export async function placesOf(db: Executor, kind: TitleKind, id: number): Promise<Places> {
  const ofTitle = <T extends typeof titleGenres | typeof titleSections>(table: T) =>
    and(eq(table.titleKind, kind), eq(table.titleId, id));
  const [genreRows, sectionRows] = await Promise.all([
    db.select({ id: titleGenres.genreId }).from(titleGenres).where(ofTitle(titleGenres)),
    db.select({ id: titleSections.sectionId }).from(titleSections).where(ofTitle(titleSections)),
  ]);
  const ascending = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
  return { genre_ids: ascending(genreRows), section_ids: ascending(sectionRows) };
}

/** The field naming an id that is no genre or section (one deleted since the editor opened), or null. */
export async function unknownPlace(db: Executor, wanted: Places): Promise<keyof Places | null> {
  const [knownGenres, knownSections] = await Promise.all([
    wanted.genre_ids.length
      ? db.select({ id: genres.id }).from(genres).where(inArray(genres.id, wanted.genre_ids))
      : [],
    wanted.section_ids.length
      ? db.select({ id: sections.id }).from(sections).where(inArray(sections.id, wanted.section_ids))
      : [],
  ]);
  if (knownGenres.length !== wanted.genre_ids.length) return "genre_ids";
  if (knownSections.length !== wanted.section_ids.length) return "section_ids";
  return null;
}

/**
 * Replaces a title's genres and sections with these. A section it joins lists it last; one it stays
 * in keeps its place in the row.
 */
export async function replacePlaces(db: Executor, kind: TitleKind, id: number, wanted: Places) {
  const genreOfTitle = and(eq(titleGenres.titleKind, kind), eq(titleGenres.titleId, id));
  const sectionOfTitle = and(eq(titleSections.titleKind, kind), eq(titleSections.titleId, id));
  const current = await placesOf(db, kind, id);
  await db
    .delete(titleGenres)
    .where(
      wanted.genre_ids.length
        ? and(genreOfTitle, notInArray(titleGenres.genreId, wanted.genre_ids))
        : genreOfTitle,
    );
  const newGenres = wanted.genre_ids.filter((genreId) => !current.genre_ids.includes(genreId));
  if (newGenres.length)
    await db
      .insert(titleGenres)
      .values(newGenres.map((genreId) => ({ titleKind: kind, titleId: id, genreId })));
  await db
    .delete(titleSections)
    .where(
      wanted.section_ids.length
        ? and(sectionOfTitle, notInArray(titleSections.sectionId, wanted.section_ids))
        : sectionOfTitle,
    );
  for (const sectionId of wanted.section_ids.filter((each) => !current.section_ids.includes(each))) {
    const [last] = await db
      .select({ position: max(titleSections.position) })
      .from(titleSections)
      .where(eq(titleSections.sectionId, sectionId));
    await db
      .insert(titleSections)
      .values({ titleKind: kind, titleId: id, sectionId, position: (last?.position ?? -1) + 1 });
  }
}
