/**
 * The studio's catalogue (issue #36): editors find a film or series and change what viewers read of
 * it, in English and Vietnamese side by side. Saving revalidates the pages that show the title.
 */
import { z } from "zod";
import { TitleKindSchema } from "./catalogue";
import { pageQuery, paginated } from "./common";
import { AGE_RATINGS } from "../catalogue/age-ratings";
import { isCountryCode, isLanguageCode } from "../i18n/codes";
import { PlaybackSchema, PlaybackValuesSchema } from "./studio-playback";
import { CREDIT_LIMITS } from "../catalogue/credit-roles";
import { creditNames } from "./credits";
import { freeText } from "./text";

/** Public now, public from a later time, or seen only in the studio (a new title, or one unpublished). */
export const TITLE_STATES = ["published", "scheduled", "draft"] as const;
export const STUDIO_TITLE_SORTS = ["updated", "title", "year", "published"] as const;

/** A row of the studio's list of titles. */
export const StudioTitleRowSchema = z.object({
  kind: TitleKindSchema,
  id: z.number().int(),
  title_en: z.string(),
  title_vi: z.string(),
  year: z.number().int(),
  state: z.enum(TITLE_STATES),
  /** Null for a draft. */
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type StudioTitleRow = z.infer<typeof StudioTitleRowSchema>;

export const StudioTitlesQuerySchema = pageQuery(100).extend({
  kind: TitleKindSchema.optional(),
  q: freeText({ typeMessage: "fields.text" }).trim().max(100, "fields.tooLong").optional(),
  sort: z.enum(STUDIO_TITLE_SORTS, "fields.oneOf").optional(),
  state: z.enum(TITLE_STATES, "fields.oneOf").optional(),
});
export type StudioTitlesQuery = z.input<typeof StudioTitlesQuerySchema>;

export const StudioTitlePageSchema = paginated(StudioTitleRowSchema);
export type StudioTitlePage = z.infer<typeof StudioTitlePageSchema>;

const titleText = () =>
  freeText({ typeMessage: "fields.text" }).trim().min(1, "fields.required").max(200, "fields.tooLong");

/** What a new title starts with: its name in both languages and what identifies it. */
const identity = {
  title_en: titleText(),
  title_vi: titleText(),
  description_en: freeText({ multiline: true, typeMessage: "fields.text" })
    .trim()
    .max(5000, "fields.tooLong"),
  description_vi: freeText({ multiline: true, typeMessage: "fields.text" })
    .trim()
    .max(5000, "fields.tooLong"),
  year: z.coerce
    .number("fields.number")
    .int("fields.wholeNumber")
    .min(1888, "fields.yearRange")
    .max(2100, "fields.yearRange"),
  /** A country in use, ISO 3166-1 alpha-2, upper case ("VN"; lib/i18n/codes.ts). */
  country: z.string("fields.text").trim().toUpperCase().refine(isCountryCode, "fields.countryCode"),
  /** A language, ISO 639-1, lower case ("vi"). */
  original_language: z
    .string("fields.text")
    .trim()
    .toLowerCase()
    .refine(isLanguageCode, "fields.languageCode"),
  /** A film's running time in minutes: required of a film, refused for a series. */
  duration_min: z.coerce
    .number("fields.number")
    .int("fields.wholeNumber")
    .min(1, "fields.durationRange")
    .max(999, "fields.durationRange")
    .optional(),
};

/** Ids of genres or sections, each once: at most `max`. */
const idList = (max: number) =>
  z
    .array(
      z.coerce.number("fields.number").int("fields.wholeNumber").positive("fields.number").max(2_147_483_647),
      "fields.oneOf",
    )
    .max(max, "fields.tooMany")
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** What the editor changes, the same fields in the title it loads and the body it saves. */
const editable = {
  ...identity,
  /** Vietnam's classification; null: not classified yet. */
  age_rating: z.enum(AGE_RATINGS, "fields.oneOf").nullable(),
  /** Its genres (GET /genres), at most 6. */
  genre_ids: idList(6),
  /** The sections (home rows, /category pages) that list it (GET /sections), at most 12. */
  section_ids: idList(12),
  /** Its directors' names as credited, each once, at most 10. */
  directors: creditNames(CREDIT_LIMITS.director),
  /** Its cast's names in billing order, each once, at most 50. */
  cast: creditNames(CREDIT_LIMITS.cast),
  /**
   * Published from this moment; a later one schedules the title (a 404 and in no list until then);
   * null keeps it a draft, or unpublishes it.
   */
  published_at: z.iso.datetime({ offset: true, message: "fields.dateTime" }).nullable(),
};

/** A new title: a draft, until the editor publishes it. */
export const StudioNewTitleSchema = z.object(identity);
export type StudioNewTitle = z.input<typeof StudioNewTitleSchema>;

/** A title as the editor opens it, with the addresses its pages have in each language. */
export const StudioTitleSchema = z.object({
  kind: TitleKindSchema,
  id: z.number().int(),
  title_en: z.string(),
  title_vi: z.string(),
  description_en: z.string(),
  description_vi: z.string(),
  year: z.number().int(),
  country: z.string(),
  original_language: z.string(),
  /** Null for a series. */
  duration_min: z.number().int().nullable(),
  age_rating: z.enum(AGE_RATINGS).nullable(),
  /** In ascending order. */
  genre_ids: z.array(z.number().int()),
  section_ids: z.array(z.number().int()),
  /** Names, in billing order. */
  directors: z.array(z.string()),
  cast: z.array(z.string()),
  published_at: z.string().nullable(),
  /** A film's media, storyboard, subtitles and skippable parts; null for a series (its episodes have theirs). */
  playback: PlaybackValuesSchema.nullable(),
  /** The pictures' file names (lib/images.ts), replaced by upload (POST …/artwork/{slot}). */
  artwork: z.object({ poster: z.string().nullable(), thumbnail: z.string().nullable() }),
  updated_at: z.string(),
  state: z.enum(TITLE_STATES),
  /** The title's page in each language ("/en/movie/18/the-quiet-orbit", "/vi/movie/18/quy-dao-lang-le"). */
  paths: z.object({ en: z.string(), vi: z.string() }),
});
export type StudioTitle = z.infer<typeof StudioTitleSchema>;

/**
 * The title saved: every editable field, and the `updated_at` the editor loaded. When someone saved
 * the title since, the save is refused (409) instead of quietly undoing their change.
 */
export const StudioTitleUpdateSchema = z.object({
  ...editable,
  /** A film's media fields; left out, they stay as they are. Refused for a series. */
  playback: PlaybackSchema.optional(),
  updated_at: z.iso.datetime({ offset: true, message: "fields.dateTime" }),
});
export type StudioTitleUpdate = z.input<typeof StudioTitleUpdateSchema>;

export const StudioKindParamsSchema = z.object({ kind: TitleKindSchema });

export const StudioTitleParamsSchema = z.object({
  kind: TitleKindSchema,
  id: z.coerce.number("fields.number").int("fields.wholeNumber").positive("fields.number").max(2_147_483_647),
});
