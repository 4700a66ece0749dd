/**
 * The blog's categories in the studio (issue #36): the list with each one's number of posts, a new
 * category (last in the order), and a new name. Two categories never share a name in either language
 * (case aside, Vietnamese letters too): a clash is refused on its field, and the database's unique
 * indexes guard against two editors at once.
 */
import { asc, count, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { StudioCategoryBodySchema } from "@/lib/contract/studio-blog";
import type { Executor } from "../../db/client";
import { blogCategories, blogPosts } from "../../db/schema";
import { isUniqueViolation } from "../accounts";
import { recordAudit, type Actor } from "./audit";
import { changedFields } from "./catalogue";

type Names = z.output<typeof StudioCategoryBodySchema>;

/** The blog's categories in its order, with their posts (drafts too): the editor's choice and the list. */
export async function categoryChoices(db: Executor) {
  const rows = await db
    .select({
      id: blogCategories.id,
      name_en: blogCategories.nameEn,
      name_vi: blogCategories.nameVi,
      posts: count(blogPosts.id),
    })
    .from(blogCategories)
    .leftJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.position), asc(blogCategories.id));
  return { data: rows };
}

/** A name as categories are told apart: any case, Vietnamese letters too (a database's lower() may fold ASCII only). */
const folded = (name: string) => name.toLocaleLowerCase("vi").normalize("NFC");

/** The field whose name another category has, or null. The blog has a handful of categories. */
async function nameTaken(db: Executor, names: Names, except?: number) {
  const others = await db
    .select({ name_en: blogCategories.nameEn, name_vi: blogCategories.nameVi })
    .from(blogCategories)
    .where(except === undefined ? undefined : ne(blogCategories.id, except));
  for (const field of ["name_en", "name_vi"] as const)
    if (others.some((other) => folded(other[field]) === folded(names[field]))) return field;
  return null;
}

export type CategoryResult = "saved" | "unchanged" | "missing" | { taken: "name_en" | "name_vi" };

/** Runs a change, reading a clash that slipped past its check (two editors at once) as one. */
async function guarded(
  db: Executor,
  names: Names,
  except: number | undefined,
  change: () => Promise<CategoryResult>,
): Promise<CategoryResult> {
  try {
    return await change();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { taken: (await nameTaken(db, names, except)) ?? "name_en" };
  }
}

export async function createCategory(db: Executor, actor: Actor, names: Names, now: Date) {
  return guarded(db, names, undefined, () =>
    db.transaction(async (tx) => {
      const taken = await nameTaken(tx, names);
      if (taken) return { taken };
      const [created] = await tx
        .insert(blogCategories)
        .values({
          nameEn: names.name_en,
          nameVi: names.name_vi,
          position: sql`(select coalesce(max(${blogCategories.position}), 0) + 1 from ${blogCategories})`,
        })
        .returning({ id: blogCategories.id });
      await recordAudit(
        tx,
        actor,
        { action: "blog_category.create", target: { type: "blog_category", id: created!.id }, after: names },
        now,
      );
      return "saved" as const;
    }),
  );
}

export async function renameCategory(db: Executor, actor: Actor, id: number, names: Names, now: Date) {
  return guarded(db, names, id, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(blogCategories).where(eq(blogCategories.id, id)).for("update");
      if (!row) return "missing" as const;
      const diff = changedFields({ name_en: row.nameEn, name_vi: row.nameVi }, names);
      if (Object.keys(diff.after).length === 0) return "unchanged" as const;
      const taken = await nameTaken(tx, names, id);
      if (taken) return { taken };
      await tx
        .update(blogCategories)
        .set({ nameEn: names.name_en, nameVi: names.name_vi })
        .where(eq(blogCategories.id, id));
      await recordAudit(
        tx,
        actor,
        { action: "blog_category.rename", target: { type: "blog_category", id }, ...diff },
        now,
      );
      return "saved" as const;
    }),
  );
}
