/**
 * The studio's legal documents (issue #36): each document's versions, a new version from today or a
 * later day (Vietnam's calendar), and withdrawing one not yet in effect. A version in effect is never
 * changed: the database keeps it, and the trail names who wrote and who withdrew what.
 */
import { and, eq, gt } from "drizzle-orm";
import { LEGAL_DOCUMENTS, type LegalDocumentSlug } from "@/lib/contract/legal";
import type { StudioLegalDocument, StudioNewLegalVersionSchema } from "@/lib/contract/studio-legal";
import { LEGAL_PATHS } from "@/lib/legal/paths";
import { sectionsToText, textToSections } from "@/lib/legal/sections-text";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import type { MessageKey } from "../../http/i18n";
import { legalVersions } from "../../db/schema";
import { legalVersionsOf, versionInEffect } from "../legal";
import { recordAudit, type Actor } from "./audit";

type Version = Awaited<ReturnType<typeof legalVersionsOf>>[number];

/** Past, current or upcoming, on `today`: the newest version in effect is the current one. */
function statesOf(versions: Version[], today: string) {
  const current = versions.find((version) => version.effectiveOn <= today);
  return (version: Version) =>
    version.effectiveOn > today
      ? ("upcoming" as const)
      : version === current
        ? ("current" as const)
        : ("past" as const);
}

/** Each document with the version in effect and the day of the next one. */
export async function legalList(db: Executor, today: string) {
  const data = await Promise.all(
    LEGAL_DOCUMENTS.map(async (slug) => {
      const versions = await legalVersionsOf(db, slug);
      const found = versionInEffect(versions, today);
      return found
        ? [
            {
              slug,
              title_en: found.version.titleEn,
              title_vi: found.version.titleVi,
              effective_on: found.version.effectiveOn,
              upcoming_on: found.upcomingOn,
              versions: versions.length,
            },
          ]
        : [];
    }),
  );
  return { data: data.flat() };
}

export async function legalForEditing(
  db: Executor,
  slug: LegalDocumentSlug,
  today: string,
): Promise<StudioLegalDocument | null> {
  const versions = await legalVersionsOf(db, slug);
  const latest = versions[0];
  if (!latest) return null;
  const stateOf = statesOf(versions, today);
  return {
    slug,
    today,
    versions: versions.map((version) => ({
      id: version.id,
      effective_on: version.effectiveOn,
      state: stateOf(version),
      title_en: version.titleEn,
      title_vi: version.titleVi,
      created_at: version.createdAt.toISOString(),
    })),
    latest: {
      title_en: latest.titleEn,
      title_vi: latest.titleVi,
      text_en: sectionsToText(latest.sectionsEn),
      text_vi: sectionsToText(latest.sectionsVi),
    },
    paths: { en: `/en${LEGAL_PATHS[slug]}`, vi: `/vi${LEGAL_PATHS[slug]}` },
  };
}

export type NewVersionResult =
  | { outcome: "added" }
  /** A field and the key of its message. */
  | { outcome: "refused"; field: "text_en" | "text_vi" | "effective_on"; problem: MessageKey };

export async function addLegalVersion(
  db: Executor,
  actor: Actor,
  slug: LegalDocumentSlug,
  values: z.output<typeof StudioNewLegalVersionSchema>,
  today: string,
  now: Date,
): Promise<NewVersionResult> {
  const en = textToSections(values.text_en);
  if ("problem" in en) return { outcome: "refused", field: "text_en", problem: `fields.${en.problem}` };
  const vi = textToSections(values.text_vi);
  if ("problem" in vi) return { outcome: "refused", field: "text_vi", problem: `fields.${vi.problem}` };
  if (values.effective_on < today)
    return { outcome: "refused", field: "effective_on", problem: "studio.legalInPast" };
  return db.transaction(async (tx) => {
    const row = {
      slug,
      titleEn: values.title_en,
      titleVi: values.title_vi,
      sectionsEn: en.sections,
      sectionsVi: vi.sections,
      effectiveOn: values.effective_on,
      createdAt: now,
    };
    const [added] = await tx
      .insert(legalVersions)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: legalVersions.id });
    if (!added) return { outcome: "refused", field: "effective_on", problem: "studio.legalDayTaken" };
    await recordAudit(
      tx,
      actor,
      {
        action: "legal.version_add",
        target: { type: "legal", id: slug },
        after: { effective_on: values.effective_on, title_en: values.title_en, title_vi: values.title_vi },
      },
      now,
    );
    return { outcome: "added" };
  });
}

/** Withdraws a version not yet in effect: `missing` when there is none, `in_effect` when it took effect. */
export async function withdrawLegalVersion(
  db: Executor,
  actor: Actor,
  target: { slug: LegalDocumentSlug; id: number },
  today: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [version] = await tx
      .select()
      .from(legalVersions)
      .where(and(eq(legalVersions.id, target.id), eq(legalVersions.slug, target.slug)))
      .for("update");
    if (!version) return "missing" as const;
    if (version.effectiveOn <= today) return "in_effect" as const;
    await tx
      .delete(legalVersions)
      .where(and(eq(legalVersions.id, target.id), gt(legalVersions.effectiveOn, today)));
    await recordAudit(
      tx,
      actor,
      {
        action: "legal.version_withdraw",
        target: { type: "legal", id: target.slug },
        before: { effective_on: version.effectiveOn, title_en: version.titleEn, title_vi: version.titleVi },
      },
      now,
    );
    return "withdrawn" as const;
  });
}
