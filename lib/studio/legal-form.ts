/** A new version of a legal document in the studio's form (issue #36): what it shows and posts. */
import type { LegalDocumentSlug } from "@/lib/contract/legal";
import type { StudioLegalDocument } from "@/lib/contract/studio-legal";

export const LEGAL_FIELDS = ["title_en", "title_vi", "text_en", "text_vi", "effective_on"] as const;
export type LegalValues = Record<(typeof LEGAL_FIELDS)[number], string>;

export type NewVersionState = {
  slug: LegalDocumentSlug;
  values: LegalValues;
  outcome: "opened" | "added" | "refused";
  message?: string;
  fields?: Record<string, string>;
};

/** A withdraw button of one upcoming version: why the server refused, if it did. */
export type WithdrawState = { slug: LegalDocumentSlug; id: number; message?: string };

/** A new version starts from the latest one's text, in effect from today. */
export function newVersionValues(doc: StudioLegalDocument): LegalValues {
  return { ...doc.latest, effective_on: doc.today };
}

export function typedLegalValues(form: FormData): LegalValues {
  return Object.fromEntries(
    LEGAL_FIELDS.map((field) => [field, String(form.get(field) ?? "")]),
  ) as LegalValues;
}
