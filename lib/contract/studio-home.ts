/**
 * The home page in the studio (issue #36): the rows (sections) and the banners in the order home
 * shows them, reordered by editors, and each banner's headline in both languages and whether it shows.
 */
import { z } from "zod";
import { TitleKindSchema } from "./catalogue";
import { freeText } from "./text";

export const StudioHomeSectionSchema = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_vi: z.string(),
  title_count: z.number().int(),
});
export type StudioHomeSection = z.infer<typeof StudioHomeSectionSchema>;

export const StudioHomeBannerSchema = z.object({
  id: z.number().int(),
  kind: TitleKindSchema,
  title_id: z.number().int(),
  title_en: z.string(),
  title_vi: z.string(),
  headline_en: z.string(),
  headline_vi: z.string(),
  /** The banner's image under /images, and where home's crop of it sits (percent). */
  image: z.string(),
  focus: z.object({ x: z.number().int(), y: z.number().int() }),
  /** Shown on home; a hidden banner keeps its place for when it shows again. */
  active: z.boolean(),
});
export type StudioHomeBanner = z.infer<typeof StudioHomeBannerSchema>;

/** Both lists in home's order. */
export const StudioHomeSchema = z.object({
  sections: z.array(StudioHomeSectionSchema),
  banners: z.array(StudioHomeBannerSchema),
});
export type StudioHome = z.infer<typeof StudioHomeSchema>;

/** Every row or every banner, each once, in the new order. */
export const StudioHomeOrderSchema = z.object({
  ids: z
    .array(
      z.coerce.number("fields.number").int("fields.wholeNumber").positive("fields.number").max(2_147_483_647),
      "fields.oneOf",
    )
    .min(1, "fields.required")
    .max(200, "fields.tooMany")
    .refine((ids) => new Set(ids).size === ids.length, "fields.oneOf"),
});
export type StudioHomeOrder = z.input<typeof StudioHomeOrderSchema>;

const headline = () =>
  freeText({ typeMessage: "fields.text" }).trim().min(1, "fields.required").max(120, "fields.tooLong");

export const StudioBannerUpdateSchema = z.object({
  headline_en: headline(),
  headline_vi: headline(),
  active: z.boolean("fields.oneOf"),
});
export type StudioBannerUpdate = z.input<typeof StudioBannerUpdateSchema>;

/** A new banner for a film or series: hidden until its image is uploaded and it is shown. */
export const StudioNewBannerSchema = z.object({
  kind: TitleKindSchema,
  title_id: z.coerce
    .number("fields.number")
    .int("fields.wholeNumber")
    .positive("fields.number")
    .max(2_147_483_647, "fields.number"),
  headline_en: headline(),
  headline_vi: headline(),
});
export type StudioNewBanner = z.input<typeof StudioNewBannerSchema>;

export const StudioBannerParamsSchema = z.object({
  id: z.coerce.number("fields.number").int("fields.wholeNumber").positive("fields.number").max(2_147_483_647),
});
