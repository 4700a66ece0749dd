/** Legal documents: terms, privacy and payment policy, bilingual plain text in sections. */
import { z } from "zod";

export const LEGAL_DOCUMENTS = ["terms", "privacy", "payment-policy"] as const;
export type LegalDocumentSlug = (typeof LEGAL_DOCUMENTS)[number];

export const LegalSectionSchema = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });
export type LegalSection = z.infer<typeof LegalSectionSchema>;

export const LegalDocumentSchema = z.object({
  slug: z.enum(LEGAL_DOCUMENTS),
  title_en: z.string(),
  title_vi: z.string(),
  sections_en: z.array(LegalSectionSchema),
  sections_vi: z.array(LegalSectionSchema),
  /** "YYYY-MM-DD": the day this text took effect (Vietnam's calendar). */
  effective_on: z.string(),
  /** "YYYY-MM-DD": the day a newer version takes effect, announced on the page; null when none is written. */
  upcoming_on: z.string().nullable(),
  /** When this version was written. */
  updated_at: z.string(),
});
export type LegalDocument = z.infer<typeof LegalDocumentSchema>;
