/** Legal documents: terms, privacy and payment policy, bilingual plain text in sections. */
import { z } from "zod";

export const LEGAL_DOCUMENTS = ["terms", "privacy", "payment-policy"] as const;
export type LegalDocumentSlug = (typeof LEGAL_DOCUMENTS)[number];

export const LegalSectionSchema = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });

export const LegalDocumentSchema = z.object({
  slug: z.enum(LEGAL_DOCUMENTS),
  title_en: z.string(),
  title_vi: z.string(),
  sections_en: z.array(LegalSectionSchema),
  sections_vi: z.array(LegalSectionSchema),
  /** "YYYY-MM-DD": the day this text takes effect. */
  effective_on: z.string(),
  updated_at: z.string(),
});
export type LegalDocument = z.infer<typeof LegalDocumentSchema>;
