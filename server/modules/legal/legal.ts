import { desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { legalDocuments, legalVersions } from "../../db/schema";
import { LEGAL_TEXTS } from "./content";

/**
 * Writes the documents that are missing, each with its first version (never over an operator's:
 * a document that has versions keeps them).
 */
export async function ensureLegalDocuments(db: Executor): Promise<void> {
  await db
    .insert(legalDocuments)
    .values(LEGAL_TEXTS.map(({ slug }) => ({ slug })))
    .onConflictDoNothing({ target: legalDocuments.slug });
  for (const text of LEGAL_TEXTS) {
    const [any] = await db
      .select({ id: legalVersions.id })
      .from(legalVersions)
      .where(eq(legalVersions.slug, text.slug))
      .limit(1);
    // Replicas starting together may both find none: the second one's first version is a no-op.
    if (!any)
      await db
        .insert(legalVersions)
        .values({ ...text })
        .onConflictDoNothing();
  }
}

/**
 * Of a document's versions (the newest first), the one in effect on `today` ("YYYY-MM-DD", Vietnam's
 * calendar) and the day the next one takes effect; null for a document that has none. Before its
 * first version takes effect, a document shows that one.
 */
export function versionInEffect<V extends { effectiveOn: string }>(versions: readonly V[], today: string) {
  const upcoming = versions.filter((version) => version.effectiveOn > today);
  const inEffect = versions.find((version) => version.effectiveOn <= today);
  // The earliest upcoming version is the last of them, newest first.
  const version = inEffect ?? upcoming.at(-1);
  if (!version) return null;
  const next = inEffect ? upcoming.at(-1) : upcoming.at(-2);
  return { version, upcomingOn: next?.effectiveOn ?? null };
}

/** The version of a document in effect on `today`, and the day of the next (versionInEffect). */
export async function legalDocument(db: Executor, slug: string, today: string) {
  return versionInEffect(await legalVersionsOf(db, slug), today);
}

/** Every version of a document, the newest first. */
export async function legalVersionsOf(db: Executor, slug: string) {
  return db
    .select()
    .from(legalVersions)
    .where(eq(legalVersions.slug, slug))
    .orderBy(desc(legalVersions.effectiveOn));
}
