/** The catalogue: sections, genres, films, series with their seasons and episodes, banners. */
import { sql } from "drizzle-orm";
import type { Locale } from "../../../lib/i18n/config";
import type { AudioTrackName } from "../../../lib/player/audio-tracks";
import type { PlaybackSegment } from "../../../lib/player/segments";
import { AGE_RATINGS } from "../../../lib/catalogue/age-ratings";
import { TITLE_ACCESS } from "../../../lib/billing/rules";
import {
  type ExtraConfigColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt, vnd } from "./columns";

export const titleKind = pgEnum("title_kind", ["movie", "series"]);
/** Vietnam's classification (lib/catalogue/age-ratings.ts). */
export const ageRating = pgEnum("age_rating", AGE_RATINGS);
/** Who may watch a title (issue #38, lib/billing/rules.ts): everyone, Premium, or whoever rents it. */
export const titleAccess = pgEnum("title_access", TITLE_ACCESS);

/** The film or series a row is about: title_kind picks the table, so title_id has no foreign key. */
export const titleRef = () => ({
  titleKind: titleKind("title_kind").notNull(),
  titleId: integer("title_id").notNull(),
});

export const sections = pgTable("sections", {
  id: serial("id").primaryKey(),
  nameEn: text("name_en").notNull(),
  nameVi: text("name_vi").notNull(),
  position: integer("position").notNull().default(0),
  /** How many titles it holds: kept by the title_sections_count trigger (migration 0005). */
  titleCount: integer("title_count").notNull().default(0),
});

export const genres = pgTable("genres", {
  id: serial("id").primaryKey(),
  nameEn: text("name_en").notNull(),
  nameVi: text("name_vi").notNull(),
  /** How many films and series it holds: kept by the title_genres_count trigger (migration 0005). */
  movieCount: integer("movie_count").notNull().default(0),
  seriesCount: integer("series_count").notNull().default(0),
});

/** A subtitle track: language and the path of its WebVTT file under /media. */
export type SubtitleTrack = { lang: Locale; path: string };

/**
 * The prior of the rating sort: a title needs votes before it can top the list (a Bayesian mean: few
 * votes pull a title towards 3.5).
 */
export const RATING_PRIOR = { mean: 3.5, weight: 5 } as const;

const titleColumns = () => ({
  titleEn: text("title_en").notNull(),
  titleVi: text("title_vi").notNull(),
  descriptionEn: text("description_en").notNull().default(""),
  descriptionVi: text("description_vi").notNull().default(""),
  year: smallint("year").notNull(),
  /** ISO 3166-1 alpha-2. */
  country: text("country").notNull(),
  /**
   * The language of the original audio, ISO 639-1 ("vi", "en", "ko"…): a title heard in another
   * language than the viewer's starts with their subtitles (lib/player/subtitle-choice).
   */
  originalLanguage: text("original_language").notNull(),
  /** Null until the title is classified. */
  ageRating: ageRating("age_rating"),
  poster: text("poster"),
  thumbnail: text("thumbnail"),
  /** Accent-free, lower-case English and Vietnamese titles: what search matches against. */
  searchText: text("search_text").notNull().default(""),
  viewCount: integer("view_count").notNull().default(0),
  /**
   * The sum and number of the title's ratings, kept by the database in the writing transaction (the
   * ratings_totals trigger, migration 0004): a card or a sort never aggregates the ratings table.
   */
  ratingSum: integer("rating_sum").notNull().default(0),
  ratingCount: integer("rating_count").notNull().default(0),
  /** What the rating sort orders by: the Bayesian mean of the ratings (RATING_PRIOR when none). */
  ratingScore: doublePrecision("rating_score")
    .notNull()
    .generatedAlwaysAs(
      sql.raw(
        `(rating_sum::float8 + ${RATING_PRIOR.mean * RATING_PRIOR.weight}) / (rating_count + ${RATING_PRIOR.weight})`,
      ),
    ),
  access: titleAccess("access").notNull().default("free"),
  /** What renting it costs, in đồng: set exactly when it is for rent. */
  rentPrice: vnd("rent_price"),
  /** From when viewers see it (a later time schedules it); null: a draft or unpublished title, seen only in the studio. */
  publishedAt: timestamp("published_at", { withTimezone: true }).defaultNow(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The indexes films and series share: what search, the listings and the home rows read. */
const titleIndexes = (
  table: string,
  t: {
    [
      K in
        | "id"
        | "publishedAt"
        | "updatedAt"
        | "viewCount"
        | "searchText"
        | "ratingScore"
        | "ratingCount"
        | "access"
        | "rentPrice"
    ]: ExtraConfigColumn;
  },
) => [
  // A price exactly when it is for rent, and never nothing.
  check(
    `${table}_rent_price`,
    sql`(${t.access} = 'rent') = (${t.rentPrice} is not null) and coalesce(${t.rentPrice}, 1) > 0`,
  ),
  // Best rated first (read backwards): the rating sort and the home page's top-rated row.
  index(`${table}_rated`).on(t.ratingScore, t.ratingCount, t.viewCount, t.id),
  // Newest first (read backwards), with the id: a deep page skips its rows inside the index.
  index(`${table}_published`).on(t.publishedAt, t.id),
  // The sitemap's "last changed": the newest of an update and a publication.
  index(`${table}_changed`).on(sql`greatest(${t.updatedAt}, ${t.publishedAt})`),
  // Most watched first (read backwards): popular listings, and search walks it for a common word.
  index(`${table}_popular`).on(t.viewCount, t.id),
  // Any word of the title (regular expressions and LIKE through trigrams; the pg_trgm extension).
  index(`${table}_search_words`).using("gin", t.searchText.op("gin_trgm_ops")),
  // Titles starting with a phrase: LIKE 'phrase%' as a range of this index.
  index(`${table}_search_prefix`).on(t.searchText.op("text_pattern_ops")),
];

export const movies = pgTable(
  "movies",
  {
    id: serial("id").primaryKey(),
    ...titleColumns(),
    durationMin: smallint("duration_min").notNull(),
    /** HLS master playlist path under /media. */
    media: text("media"),
    subtitles: jsonb("subtitles").$type<SubtitleTrack[]>().notNull().default([]),
    /** Recap, intro and credits, offered as "Skip …" (lib/player/segments). */
    segments: jsonb("segments").$type<PlaybackSegment[]>().notNull().default([]),
    /** Seek previews: a WebVTT storyboard's path under /media (lib/player/storyboard). */
    storyboard: text("storyboard"),
    /** The names of the playlist's audio renditions, in its order (lib/player/audio-tracks); none: muxed. */
    audio: jsonb("audio").$type<AudioTrackName[]>().notNull().default([]),
  },
  (t) => [...titleIndexes("movies", t), index("movies_year").on(t.year)],
);

export const tvSeries = pgTable(
  "tv_series",
  {
    id: serial("id").primaryKey(),
    ...titleColumns(),
    /** Its episodes with media (the ones the site plays): kept by the episodes_playable trigger. */
    playableEpisodes: integer("playable_episodes").notNull().default(0),
  },
  (t) => [...titleIndexes("tv_series", t)],
);

/**
 * How many films and how many series there are, published or not: kept by the title_totals trigger
 * (migration 0006), so a listing or the sitemap counts the published ones as this less the few
 * scheduled for later, instead of counting every title.
 */
export const titleTotals = pgTable("title_totals", {
  kind: titleKind("kind").primaryKey(),
  titles: integer("titles").notNull().default(0),
  /** Series only: episodes with media, of every series (each series' own count is on its row). */
  playableEpisodes: integer("playable_episodes").notNull().default(0),
});

export const seasons = pgTable(
  "seasons",
  {
    id: serial("id").primaryKey(),
    seriesId: integer("series_id")
      .notNull()
      .references(() => tvSeries.id, { onDelete: "cascade" }),
    seasonNo: smallint("season_no").notNull(),
  },
  (t) => [uniqueIndex("seasons_series_no").on(t.seriesId, t.seasonNo)],
);

export const episodes = pgTable(
  "episodes",
  {
    id: serial("id").primaryKey(),
    seasonId: integer("season_id")
      .notNull()
      .references(() => seasons.id, { onDelete: "cascade" }),
    episodeNo: smallint("episode_no").notNull(),
    titleEn: text("title_en").notNull(),
    titleVi: text("title_vi").notNull(),
    image: text("image"),
    durationSec: integer("duration_sec").notNull(),
    media: text("media"),
    subtitles: jsonb("subtitles").$type<SubtitleTrack[]>().notNull().default([]),
    segments: jsonb("segments").$type<PlaybackSegment[]>().notNull().default([]),
    storyboard: text("storyboard"),
    audio: jsonb("audio").$type<AudioTrackName[]>().notNull().default([]),
    /** When the studio last saved it: a save over a newer one is refused (409). */
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("episodes_season_no").on(t.seasonId, t.episodeNo)],
);

/** Which titles belong to which genre (title_kind + title_id: a film or a series). */
export const titleGenres = pgTable(
  "title_genres",
  {
    ...titleRef(),
    genreId: integer("genre_id")
      .notNull()
      .references(() => genres.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.titleKind, t.titleId, t.genreId] }),
    index("title_genres_genre").on(t.genreId),
  ],
);

export const titleSections = pgTable(
  "title_sections",
  {
    ...titleRef(),
    sectionId: integer("section_id")
      .notNull()
      .references(() => sections.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.titleKind, t.titleId, t.sectionId] }),
    // A section's titles in the editors' order (the home rows, GET /sections/{id}).
    index("title_sections_order").on(t.sectionId, t.position, t.titleKind, t.titleId),
  ],
);

export const banners = pgTable("banners", {
  id: serial("id").primaryKey(),
  ...titleRef(),
  headlineEn: text("headline_en").notNull(),
  headlineVi: text("headline_vi").notNull(),
  image: text("image").notNull(),
  /**
   * Where home's crop of the image sits, in percent (CSS object-position): the studio's focal point,
   * as the image was cut around it (modules/studio/artwork.ts); a phone shows a taller slice of it.
   */
  focusX: smallint("focus_x").notNull().default(50),
  focusY: smallint("focus_y").notNull().default(50),
  position: integer("position").notNull().default(0),
  active: boolean("active").notNull().default(true),
});
