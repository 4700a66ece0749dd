/**
 * The catalogue calls: home, listings, sections, genres, film and series details, search, suggestions,
 * recommendations and sitemap entries. Every title carries both languages (`*_en`, `*_vi`), so one
 * cached response renders in either. Image fields are file names: build URLs with lib/images.ts.
 * Media and subtitle fields are paths on the media host (`/media/…`) or absolute URLs: prefix a path
 * with `{host}`.
 */
import { AGE_RATINGS } from "../catalogue/age-ratings";
import { z } from "zod";
import { TITLE_ACCESS } from "../billing/rules";
import { CreditsSchema } from "./credits";
import { pageQuery, paginated, PageMetaSchema, type PageMeta } from "./common";
import { freeText } from "./text";
import { SEGMENT_KINDS } from "../player/segments";
import { LOCALES } from "../i18n/config";

export { PageMetaSchema, paginated, type PageMeta };

export const TITLE_KINDS = ["movie", "series"] as const;
export const TitleKindSchema = z.enum(TITLE_KINDS);
export type TitleKind = z.infer<typeof TitleKindSchema>;

export const LISTING_SORTS = ["newest", "popular", "rating"] as const;
export const MAX_PER_PAGE = 48;
export const DEFAULT_PER_PAGE = 24;

/** A positive database id. */
export const IdSchema = z.number().int().positive();

export const NamedSchema = z.object({
  id: IdSchema,
  name_en: z.string(),
  name_vi: z.string(),
});
export type Named = z.infer<typeof NamedSchema>;

export const RatingSummarySchema = z.object({
  /** Mean score 1–5 rounded to one decimal; null when nobody rated. */
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
});
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

/** A film or a series as cards, rows and lists show it. */
export const TitleCardSchema = z.object({
  kind: TitleKindSchema,
  id: IdSchema,
  title_en: z.string(),
  title_vi: z.string(),
  description_en: z.string(),
  description_vi: z.string(),
  year: z.number().int(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  /** File names: lib/images.ts `moviePoster` / `seriesPoster`, `movieThumbnail` / `seriesThumbnail`. */
  poster: z.string().nullable(),
  thumbnail: z.string().nullable(),
  /** Films only (null for a series). */
  duration_min: z.number().int().nullable(),
  /** Series only (null for a film). */
  seasons_count: z.number().int().nullable(),
  episodes_count: z.number().int().nullable(),
  genres: z.array(NamedSchema),
  rating: RatingSummarySchema,
  view_count: z.number().int(),
  published_at: z.string(),
});
export type TitleCard = z.infer<typeof TitleCardSchema>;

export const TitlePageSchema = paginated(TitleCardSchema);
export type TitlePage = z.infer<typeof TitlePageSchema>;

// ── Query strings ────────────────────────────────────────────────────────────────────────────────

const intParam = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const PageQuerySchema = pageQuery(MAX_PER_PAGE);

export const ListingQuerySchema = PageQuerySchema.extend({
  section: intParam(1, 2_147_483_647).optional(),
  genre: intParam(1, 2_147_483_647).optional(),
  year: intParam(1870, 2100).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase())
    .optional(),
  sort: z.enum(LISTING_SORTS).optional(),
});
export type ListingQuery = z.infer<typeof ListingQuerySchema>;

// ── Home ─────────────────────────────────────────────────────────────────────────────────────────

export const BannerSchema = z.object({
  id: IdSchema,
  headline_en: z.string(),
  headline_vi: z.string(),
  /** File name: lib/images.ts `banner`. */
  image: z.string(),
  /** Where the image's crop sits, in percent (CSS object-position): a phone shows a taller slice of it. */
  focus: z.object({ x: z.number().int().min(0).max(100), y: z.number().int().min(0).max(100) }),
  title: TitleCardSchema,
});
export type Banner = z.infer<typeof BannerSchema>;

export const HomeRowSchema = z.object({
  /** "section-{id}", "top-rated" or "newest". */
  key: z.string(),
  /** The section behind the row (links to /category/{id}); null for the computed rows. */
  section_id: IdSchema.nullable(),
  name_en: z.string(),
  name_vi: z.string(),
  titles: z.array(TitleCardSchema),
});
export type HomeRow = z.infer<typeof HomeRowSchema>;

export const HomeSchema = z.object({
  banners: z.array(BannerSchema),
  rows: z.array(HomeRowSchema),
});
export type Home = z.infer<typeof HomeSchema>;

// ── Sections and genres ──────────────────────────────────────────────────────────────────────────

export const SectionSchema = NamedSchema.extend({
  position: z.number().int(),
  title_count: z.number().int(),
});
export type Section = z.infer<typeof SectionSchema>;
export const SectionListSchema = z.object({ data: z.array(SectionSchema) });

export const SectionPageSchema = TitlePageSchema.extend({ section: SectionSchema });
export type SectionPage = z.infer<typeof SectionPageSchema>;

export const GenreSchema = NamedSchema.extend({
  movie_count: z.number().int(),
  series_count: z.number().int(),
});
export type Genre = z.infer<typeof GenreSchema>;
export const GenreListSchema = z.object({ data: z.array(GenreSchema) });

// ── Details ──────────────────────────────────────────────────────────────────────────────────────

export const SubtitleSchema = z.object({
  lang: z.enum(LOCALES),
  /** "English" / "Tiếng Việt", for the track menu. */
  label: z.string(),
  /** WebVTT: a path on the media host ("/media/…") or an absolute URL. */
  src: z.string(),
});
export type Subtitle = z.infer<typeof SubtitleSchema>;

/**
 * The language a title is heard in, ISO 639-1 ("vi", "en", "ko"…): a viewer whose interface is in
 * another language starts with subtitles in theirs (lib/player/subtitle-choice). A series' episodes
 * are heard in the series' language.
 */
export const OriginalLanguageSchema = z.string().regex(/^[a-z]{2}$/);

/** A recap, the opening titles or the closing credits, in seconds from the start (lib/player/segments). */
export const SegmentSchema = z.object({
  kind: z.enum(SEGMENT_KINDS),
  start_sec: z.number().nonnegative(),
  end_sec: z.number().positive(),
});

/** One of the playlist's audio renditions, in its order; the first is the original (lib/player/audio-tracks). */
export const AudioTrackSchema = z.object({
  language: z.string().nullable(),
  name_en: z.string(),
  name_vi: z.string(),
  /** The title's own sound; not said: the first track is. */
  original: z.boolean().optional(),
});

/** Who may watch a title (issue #38, lib/billing/rules.ts), and what renting it costs. */
const OfferShape = {
  access: z.enum(TITLE_ACCESS),
  /** In đồng, exactly when the title is for rent. */
  rent_price: z.number().int().nullable(),
};

export const MovieDetailSchema = TitleCardSchema.extend({
  kind: z.literal("movie"),
  ...CreditsSchema.shape,
  ...OfferShape,
  sections: z.array(NamedSchema),
  original_language: OriginalLanguageSchema,
  /** Vietnam's classification (lib/catalogue/age-ratings.ts); null until classified. */
  age_rating: z.enum(AGE_RATINGS).nullable(),
  /** HLS master playlist: a path on the media host ("/media/…") or an absolute URL; null: not playable. */
  media: z.string().nullable(),
  subtitles: z.array(SubtitleSchema),
  /** In order, never overlapping, each at least MIN_SKIPPABLE_SEC long. */
  segments: z.array(SegmentSchema),
  /** Seek previews: a WebVTT storyboard (lib/player/storyboard), like `media`; null: the time only. */
  storyboard: z.string().nullable(),
  /** The names of `media`'s audio tracks; empty when it names them itself (or has one). */
  audio: z.array(AudioTrackSchema),
  updated_at: z.string(),
  similar: z.array(TitleCardSchema),
});
export type MovieDetail = z.infer<typeof MovieDetailSchema>;

export const EpisodeSchema = z.object({
  id: IdSchema,
  episode_no: z.number().int(),
  title_en: z.string(),
  title_vi: z.string(),
  /** File name: lib/images.ts `episode`. */
  image: z.string().nullable(),
  duration_sec: z.number().int(),
  media: z.string().nullable(),
  subtitles: z.array(SubtitleSchema),
  segments: z.array(SegmentSchema),
  storyboard: z.string().nullable(),
  audio: z.array(AudioTrackSchema),
});
export type Episode = z.infer<typeof EpisodeSchema>;

export const SeasonSchema = z.object({
  id: IdSchema,
  season_no: z.number().int(),
  episodes: z.array(EpisodeSchema),
});
export type Season = z.infer<typeof SeasonSchema>;

export const SeriesDetailSchema = TitleCardSchema.extend({
  kind: z.literal("series"),
  ...CreditsSchema.shape,
  ...OfferShape,
  sections: z.array(NamedSchema),
  original_language: OriginalLanguageSchema,
  age_rating: z.enum(AGE_RATINGS).nullable(),
  seasons: z.array(SeasonSchema),
  updated_at: z.string(),
  similar: z.array(TitleCardSchema),
});
export type SeriesDetail = z.infer<typeof SeriesDetailSchema>;

// ── Search, suggestions, recommendations ─────────────────────────────────────────────────────────

export const SEARCH_MAX_LIMIT = 50;
export const SUGGEST_LIMIT = 8;

export const SearchQuerySchema = z.object({
  q: freeText().max(200).optional(),
  limit: intParam(1, SEARCH_MAX_LIMIT).optional(),
});

/** A blog post as search results list it (the blog contract has the full card). */
export const SearchPostSchema = z.object({
  id: IdSchema,
  title_en: z.string(),
  title_vi: z.string(),
  excerpt_en: z.string(),
  excerpt_vi: z.string(),
  /** File name under {host}/images/blog/covers/. */
  cover: z.string().nullable(),
  published_at: z.string(),
});
export type SearchPost = z.infer<typeof SearchPostSchema>;

export const SearchResultSchema = z.object({
  /** The query as matched: accent-free, lower-case, single-spaced. */
  query: z.string(),
  movies: z.array(TitleCardSchema),
  series: z.array(TitleCardSchema),
  posts: z.array(SearchPostSchema),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SuggestionSchema = z.object({
  kind: TitleKindSchema,
  id: IdSchema,
  title_en: z.string(),
  title_vi: z.string(),
  year: z.number().int(),
  poster: z.string().nullable(),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;
export const SuggestResultSchema = z.object({ data: z.array(SuggestionSchema) });

export const RecommendationQuerySchema = z.object({ limit: intParam(1, MAX_PER_PAGE).optional() });

export const RecommendationsSchema = z.object({
  /** True when the list was built from the caller's own history, favorites and ratings. */
  personal: z.boolean(),
  data: z.array(TitleCardSchema),
});
export type Recommendations = z.infer<typeof RecommendationsSchema>;

// ── Sitemap ──────────────────────────────────────────────────────────────────────────────────────

/** What the sitemap lists, in the order the entries come (then by id within each kind). */
export const SITEMAP_KINDS = ["movie", "series", "episode", "section", "post", "blog_category"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
export const SITEMAP_MAX_PER_PAGE = 5000;

export const SitemapQuerySchema = z.object({
  kind: z.enum(SITEMAP_KINDS).optional(),
  page: intParam(1, 100_000).optional(),
  per_page: intParam(1, SITEMAP_MAX_PER_PAGE).optional(),
});

/**
 * When a page last changed, as an ISO 8601 instant: the newest of the object's own update and its
 * publication (a scheduled title's page appears when it is published). Null where nothing dates it
 * (a section or blog category that lists nothing published).
 */
const LastModifiedSchema = z.string().nullable();

/** A film, series, section, blog post or blog category: its page is named by id and English title. */
export const SitemapObjectEntrySchema = z.object({
  kind: z.enum(["movie", "series", "section", "post", "blog_category"]),
  id: IdSchema,
  title_en: z.string(),
  title_vi: z.string(),
  /** Sections and blog categories: the newest of the published titles or posts they list. */
  updated_at: LastModifiedSchema,
});

/**
 * An episode the series page plays (it has media), of a published series: its page is
 * /tvseries/{series_id}/{slug of series_title_en}&ss={season_no}&ep={episode_no}. The episode page is
 * the series page with this episode chosen, so it changes when the series does: updated_at is the
 * series' (episodes keep no modification time of their own).
 */
export const SitemapEpisodeEntrySchema = z.object({
  kind: z.literal("episode"),
  /** The episode's own id. */
  id: IdSchema,
  title_en: z.string(),
  title_vi: z.string(),
  series_id: IdSchema,
  series_title_en: z.string(),
  season_no: z.number().int().positive(),
  episode_no: z.number().int().positive(),
  updated_at: LastModifiedSchema,
});

export const SitemapEntrySchema = z.discriminatedUnion("kind", [
  SitemapObjectEntrySchema,
  SitemapEpisodeEntrySchema,
]);
export type SitemapEntry = z.infer<typeof SitemapEntrySchema>;

/**
 * When the pages that are not one object last changed, for the sitemap's lastmod: the film and series
 * listings (and home, which shows both) by their newest published title, the blog by its newest post,
 * the leaderboard by the newest points earned, the rewards page by the newest redemption (stock), each
 * legal document by its own update. Null where nothing dates the page yet.
 */
export const SitemapDatesSchema = z.object({
  movies: LastModifiedSchema,
  series: LastModifiedSchema,
  blog: LastModifiedSchema,
  leaderboard: LastModifiedSchema,
  rewards: LastModifiedSchema,
  legal: z.object({
    terms: LastModifiedSchema,
    privacy: LastModifiedSchema,
    "payment-policy": LastModifiedSchema,
  }),
});
export type SitemapDates = z.infer<typeof SitemapDatesSchema>;

export const SitemapPageSchema = paginated(SitemapEntrySchema).extend({ dates: SitemapDatesSchema });
export type SitemapPage = z.infer<typeof SitemapPageSchema>;
