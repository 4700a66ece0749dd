import { and, asc, desc, eq, gt, lte } from "drizzle-orm";
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
 * The version of a document in effect on `today` ("YYYY-MM-DD", Vietnam's calendar) and the day the
 * next one takes effect; null for a document that has none. Before its first version takes effect, a
 * document shows that one.
 */
export async function legalDocument(db: Executor, slug: string, today: string) {
  const [inEffect] = await db
    .select()
    .from(legalVersions)
    .where(and(eq(legalVersions.slug, slug), lte(legalVersions.effectiveOn, today)))
    .orderBy(desc(legalVersions.effectiveOn))
    .limit(1);
  const [next, ...later] = await db
    .select()
    .from(legalVersions)
    .where(and(eq(legalVersions.slug, slug), gt(legalVersions.effectiveOn, today)))
    .orderBy(asc(legalVersions.effectiveOn))
    .limit(2);
  const version = inEffect ?? next;
  if (!version) return null;
  const upcoming = inEffect ? next : later[0];
  return { version, upcomingOn: upcoming?.effectiveOn ?? null };
}

/** Every version of a document, the newest first. */
export async function legalVersionsOf(db: Executor, slug: string) {
  return db
    .select()
    .from(legalVersions)
    .where(eq(legalVersions.slug, slug))
    .orderBy(desc(legalVersions.effectiveOn));
}
