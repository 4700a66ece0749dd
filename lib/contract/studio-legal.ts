/**
 * The studio's legal documents (issue #36): terms, privacy and payment policy, each a series of
 * versions from the day they take effect. Editors write a new version (titles and text in both
 * languages, lib/legal/sections-text.ts) for today or a later day, and may withdraw one not yet in
 * effect; a version in effect is never changed.
 */
import { z } from "zod";
import { LEGAL_DOCUMENTS } from "./legal";
import { freeText } from "./text";

export const VERSION_STATES = ["past", "current", "upcoming"] as const;

export const StudioLegalVersionRowSchema = z.object({
  id: z.number().int(),
  effective_on: z.string(),
  state: z.enum(VERSION_STATES),
  title_en: z.string(),
  title_vi: z.string(),
  created_at: z.string(),
});
export type StudioLegalVersionRow = z.infer<typeof StudioLegalVersionRowSchema>;

export const StudioLegalListSchema = z.object({
  data: z.array(
    z.object({
      slug: z.enum(LEGAL_DOCUMENTS),
      title_en: z.string(),
      title_vi: z.string(),
      effective_on: z.string(),
      upcoming_on: z.string().nullable(),
      versions: z.number().int(),
    }),
  ),
});
export type StudioLegalList = z.infer<typeof StudioLegalListSchema>;

/** A document as its editor opens it: every version, newest first, and the latest one's text to start from. */
export const StudioLegalDocumentSchema = z.object({
  slug: z.enum(LEGAL_DOCUMENTS),
  /** Vietnam's today, "YYYY-MM-DD": the earliest day a new version may take effect. */
  today: z.string(),
  versions: z.array(StudioLegalVersionRowSchema),
  latest: z.object({ title_en: z.string(), title_vi: z.string(), text_en: z.string(), text_vi: z.string() }),
  /** Each page in each language ("/en/terms-and-conditions"). */
  paths: z.object({ en: z.string(), vi: z.string() }),
});
export type StudioLegalDocument = z.infer<typeof StudioLegalDocumentSchema>;

export const StudioLegalParamsSchema = z.object({ slug: z.enum(LEGAL_DOCUMENTS, "fields.oneOf") });
export const StudioLegalVersionParamsSchema = StudioLegalParamsSchema.extend({
  id: z.coerce.number("fields.number").int("fields.wholeNumber").positive("fields.number").max(2_147_483_647),
});

const title = () =>
  freeText({ typeMessage: "fields.text" }).trim().min(1, "fields.required").max(200, "fields.tooLong");
const text = () => freeText({ multiline: true, typeMessage: "fields.text" }).max(100_000, "fields.tooLong");

/** A new version: its text in "## heading" form in both languages, and the day it takes effect. */
export const StudioNewLegalVersionSchema = z.object({
  title_en: title(),
  title_vi: title(),
  text_en: text(),
  text_vi: text(),
  effective_on: z.iso.date("fields.date"),
});
export type StudioNewLegalVersion = z.input<typeof StudioNewLegalVersionSchema>;
