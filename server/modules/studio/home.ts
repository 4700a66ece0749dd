/**
 * Home in the studio (issue #36): its rows (sections) and banners in the order home shows them
 * (modules/catalogue/home.ts reads `position`, then id), put in a new order by an editor, and a
 * banner's headlines and visibility. Each change is one transaction with its audit row.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { StudioHome, StudioHomeBanner } from "@/lib/contract/studio-home";
import type { Executor } from "../../db/client";
import { banners, movies, sections, tvSeries } from "../../db/schema";
import { titleNames } from "../catalogue";
import { recordAudit, type Actor } from "./audit";
import { changedFields } from "./catalogue";

/** Whether two lists hold the same ids, whatever their order: a new order may only move what is there. */
export function sameMembers(current: readonly number[], wanted: readonly number[]): boolean {
  if (current.length !== wanted.length) return false;
  const held = new Set(current);
  return wanted.every((id) => held.has(id));
}

const bannerColumns = {
  id: banners.id,
  kind: banners.titleKind,
  title_id: banners.titleId,
  title_en: sql<string>`coalesce(${movies.titleEn}, ${tvSeries.titleEn}, '')`,
  title_vi: sql<string>`coalesce(${movies.titleVi}, ${tvSeries.titleVi}, '')`,
  headline_en: banners.headlineEn,
  headline_vi: banners.headlineVi,
  image: banners.image,
  focus: sql<{ x: number; y: number }>`json_build_object('x', ${banners.focusX}, 'y', ${banners.focusY})`,
  active: banners.active,
};

function bannersWithTitles(db: Executor) {
  return db
    .select(bannerColumns)
    .from(banners)
    .leftJoin(movies, and(eq(banners.titleKind, "movie"), eq(movies.id, banners.titleId)))
    .leftJoin(tvSeries, and(eq(banners.titleKind, "series"), eq(tvSeries.id, banners.titleId)));
}

/** The rows and banners in home's order (hidden banners too, where they would show). */
export async function homeLayout(db: Executor): Promise<StudioHome> {
  const [sectionRows, bannerRows] = await Promise.all([
    db
      .select({
        id: sections.id,
        name_en: sections.nameEn,
        name_vi: sections.nameVi,
        title_count: sections.titleCount,
      })
      .from(sections)
      .orderBy(asc(sections.position), asc(sections.id)),
    bannersWithTitles(db).orderBy(asc(banners.position), asc(banners.id)),
  ]);
  return { sections: sectionRows, banners: bannerRows };
}

const ORDERED = {
  sections: { table: sections, action: "home.order_sections" },
  banners: { table: banners, action: "home.order_banners" },
} as const;

export type OrderOutcome = "changed" | "same" | "stale";

/**
 * Puts every row (or banner) in the order of `ids`. "stale" when `ids` is not exactly what there is
 * (one added or removed since the editor loaded the page): nothing moves, rather than a guess.
 */
export async function putInOrder(
  db: Executor,
  actor: Actor,
  list: keyof typeof ORDERED,
  ids: number[],
  now: Date,
): Promise<OrderOutcome> {
  const { table, action } = ORDERED[list];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .orderBy(asc(table.position), asc(table.id))
      .for("update");
    const current = rows.map((row) => row.id);
    if (!sameMembers(current, ids)) return "stale";
    if (current.every((id, i) => id === ids[i])) return "same";
    for (const [position, id] of ids.entries())
      await tx.update(table).set({ position }).where(eq(table.id, id));
    await recordAudit(
      tx,
      actor,
      { action, target: { type: "home", id: list }, before: current, after: ids },
      now,
    );
    return "changed";
  });
}

type BannerValues = Pick<StudioHomeBanner, "headline_en" | "headline_vi" | "active">;

/** A banner's headlines and whether home shows it; null when there is no such banner. */
export async function saveBanner(db: Executor, actor: Actor, id: number, wanted: BannerValues, now: Date) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        headline_en: banners.headlineEn,
        headline_vi: banners.headlineVi,
        active: banners.active,
        image: banners.image,
      })
      .from(banners)
      .where(eq(banners.id, id))
      .for("update");
    if (!found) return null;
    const { image, ...row } = found;
    // Home would show a slide without a picture.
    if (wanted.active && !image) return "no_image" as const;
    const diff = changedFields(row, wanted);
    if (Object.keys(diff.after).length > 0) {
      await tx
        .update(banners)
        .set({ headlineEn: wanted.headline_en, headlineVi: wanted.headline_vi, active: wanted.active })
        .where(eq(banners.id, id));
      await recordAudit(
        tx,
        actor,
        { action: "home.banner_update", target: { type: "banner", id }, ...diff },
        now,
      );
    }
    const [saved] = await bannersWithTitles(tx).where(eq(banners.id, id));
    return { banner: saved!, changed: Object.keys(diff.after).length > 0 };
  });
}

type NewBanner = Pick<StudioHomeBanner, "kind" | "title_id" | "headline_en" | "headline_vi">;

/**
 * A new banner, last in home's order and hidden (it has no image yet); "unknown" when there is no
 * such film or series.
 */
export async function createBanner(db: Executor, actor: Actor, values: NewBanner, now: Date) {
  return db.transaction(async (tx) => {
    if (!(await titleNames(tx, { kind: values.kind, id: values.title_id }))) return "unknown" as const;
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${banners.position}), -1)` })
      .from(banners);
    const [created] = await tx
      .insert(banners)
      .values({
        titleKind: values.kind,
        titleId: values.title_id,
        headlineEn: values.headline_en,
        headlineVi: values.headline_vi,
        image: "",
        active: false,
        position: Number(last?.position ?? -1) + 1,
      })
      .returning({ id: banners.id });
    await recordAudit(
      tx,
      actor,
      { action: "home.banner_create", target: { type: "banner", id: created!.id }, after: values },
      now,
    );
    const [banner] = await bannersWithTitles(tx).where(eq(banners.id, created!.id));
    return banner!;
  });
}

/** Takes a banner off home for good; false when there is no such banner. Its image file stays. */
export async function deleteBanner(db: Executor, actor: Actor, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    if (!removed) return null;
    const before = {
      kind: removed.titleKind,
      title_id: removed.titleId,
      headline_en: removed.headlineEn,
      headline_vi: removed.headlineVi,
      image: removed.image,
      active: removed.active,
    };
    await recordAudit(
      tx,
      actor,
      { action: "home.banner_delete", target: { type: "banner", id }, before },
      now,
    );
    return { wasShown: removed.active };
  });
}
