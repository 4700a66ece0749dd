import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { legalDocuments } from "../../db/schema";
import { LEGAL_TEXTS } from "./content";

/** Writes the documents that are missing (never overwrites an operator's edits). */
export async function ensureLegalDocuments(db: Database): Promise<void> {
  await db
    .insert(legalDocuments)
    .values(LEGAL_TEXTS.map((doc) => ({ ...doc })))
    .onConflictDoNothing({ target: legalDocuments.slug });
}

export async function legalDocument(db: Database, slug: string) {
  const [row] = await db.select().from(legalDocuments).where(eq(legalDocuments.slug, slug));
  return row ?? null;
}
