/**
 * The one database schema, for PGlite (embedded) and PostgreSQL alike. Money is integer VND; every
 * balance change is a balance_ledger row written in the same transaction as the change.
 */
import { sql } from "drizzle-orm";
import type { PlaybackSegment } from "../../lib/player/segments";
import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
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

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** Integer VND, read as a JS number (safe up to 9e15 đồng). */
const vnd = (name: string) => bigint(name, { mode: "number" });

export const userStatus = pgEnum("user_status", ["active", "inactive", "blocked"]);
export const userRole = pgEnum("user_role", ["viewer", "distributor"]);
export const socialProvider = pgEnum("social_provider", ["google", "apple"]);
export const otpPurpose = pgEnum("otp_purpose", ["register", "reset_password"]);
export const titleKind = pgEnum("title_kind", ["movie", "series"]);
export const pointReason = pgEnum("point_reason", ["checkin", "watch", "invite", "redeem", "adjust"]);
export const paymentStatus = pgEnum("payment_status", ["pending", "succeeded", "failed", "cancelled"]);
export const ledgerReason = pgEnum("ledger_reason", ["topup", "commission", "adjust"]);
export const applicationStatus = pgEnum("application_status", ["pending", "approved", "rejected"]);

// ── Accounts ─────────────────────────────────────────────────────────────────────────────────────

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** Composed form: country code + national number, digits only ("84901234567"). */
    phoneNumber: text("phone_number").notNull(),
    /** argon2id; null for accounts created through a social provider only. */
    passwordHash: text("password_hash"),
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    name: text("name"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    /**
     * When the owner of `email` proved it (a link sent to it, or the provider that vouched for it at
     * social registration); null until then and again after the address changes. Only a confirmed
     * address links a Google or Apple identity to the account (docs/security.md).
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** File name under /images/users/. */
    avatar: text("avatar"),
    status: userStatus("status").notNull().default("active"),
    role: userRole("role").notNull().default("viewer"),
    balance: vnd("balance").notNull().default(0),
    points: integer("points").notNull().default(0),
    referralCode: text("referral_code").notNull(),
    referredBy: integer("referred_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** Distributor commission in basis points (1000 = 10 %); null for viewers. */
    commissionRateBp: integer("commission_rate_bp"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_phone_unique").on(t.phoneNumber),
    // One account per confirmed address; an unconfirmed one blocks nobody (its owner may confirm it
    // elsewhere, which clears the other claims: server/modules/accounts/email-verification.ts).
    uniqueIndex("users_verified_email_unique")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.emailVerifiedAt} is not null`),
    index("users_email").on(sql`lower(${t.email})`),
    uniqueIndex("users_referral_code_unique").on(t.referralCode),
    // The few accounts that are not active (the leaderboard leaves them out of a place's count).
    index("users_not_active")
      .on(t.id)
      .where(sql`${t.status} <> 'active'`),
    check("users_balance_non_negative", sql`${t.balance} >= 0`),
    check("users_points_non_negative", sql`${t.points} >= 0`),
  ],
);

export const socialIdentities = pgTable(
  "social_identities",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: socialProvider("provider").notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("social_identities_provider_email").on(t.provider, sql`lower(${t.email})`)],
);

export const accessTokens = pgTable(
  "access_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the token, hex: the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("access_tokens_hash").on(t.tokenHash), index("access_tokens_user").on(t.userId)],
);

export const otpCodes = pgTable(
  "otp_codes",
  {
    id: serial("id").primaryKey(),
    phoneNumber: text("phone_number").notNull(),
    purpose: otpPurpose("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("otp_codes_phone").on(t.phoneNumber, t.purpose, t.createdAt)],
);

/**
 * Links sent to confirm a profile e-mail: single use, expiring, bound to the address they were sent
 * to (a link for an address the account no longer has confirms nothing). Only the token's SHA-256 is kept.
 */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_verifications_token").on(t.tokenHash),
    index("email_verifications_user").on(t.userId, t.createdAt),
  ],
);

/** The sandbox mail provider's outbox: what a real mail service would have delivered. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_to").on(sql`lower(${t.toAddress})`, t.createdAt)],
);

/** The sandbox SMS provider's outbox: what a real gateway would have delivered. */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    phoneNumber: text("phone_number").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sms_outbox_phone").on(t.phoneNumber, t.createdAt)],
);

// ── Catalogue ────────────────────────────────────────────────────────────────────────────────────

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
export type SubtitleTrack = { lang: "en" | "vi"; path: string };

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
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The indexes films and series share: what search, the listings and the home rows read. */
const titleIndexes = (
  table: string,
  t: {
    [
      K in "id" | "publishedAt" | "updatedAt" | "viewCount" | "searchText" | "ratingScore" | "ratingCount"
    ]: ExtraConfigColumn;
  },
) => [
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
  },
  (t) => [uniqueIndex("episodes_season_no").on(t.seasonId, t.episodeNo)],
);

/** Which titles belong to which genre (title_kind + title_id: a film or a series). */
export const titleGenres = pgTable(
  "title_genres",
  {
    titleKind: titleKind("title_kind").notNull(),
    titleId: integer("title_id").notNull(),
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
    titleKind: titleKind("title_kind").notNull(),
    titleId: integer("title_id").notNull(),
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
  titleKind: titleKind("title_kind").notNull(),
  titleId: integer("title_id").notNull(),
  headlineEn: text("headline_en").notNull(),
  headlineVi: text("headline_vi").notNull(),
  image: text("image").notNull(),
  position: integer("position").notNull().default(0),
  active: boolean("active").notNull().default(true),
});

// ── Viewer activity ──────────────────────────────────────────────────────────────────────────────

export const ratings = pgTable(
  "ratings",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    titleKind: titleKind("title_kind").notNull(),
    titleId: integer("title_id").notNull(),
    score: smallint("score").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.titleKind, t.titleId] }),
    index("ratings_title").on(t.titleKind, t.titleId),
    check("ratings_score_range", sql`${t.score} between 1 and 5`),
  ],
);

export const favorites = pgTable(
  "favorites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    titleKind: titleKind("title_kind").notNull(),
    titleId: integer("title_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.titleKind, t.titleId] })],
);

export const watchHistory = pgTable(
  "watch_history",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    titleKind: titleKind("title_kind").notNull(),
    titleId: integer("title_id").notNull(),
    /** 0 for a film; the episode's id for a series. */
    episodeId: integer("episode_id").notNull().default(0),
    positionSec: integer("position_sec").notNull(),
    durationSec: integer("duration_sec").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("watch_history_entry").on(t.userId, t.titleKind, t.titleId, t.episodeId),
    index("watch_history_recent").on(t.userId, t.updatedAt),
  ],
);

/**
 * "Continue on another device" links (issue #18): single use, for ten minutes, only for the account
 * that made them. The link carries a random token and its HMAC; only the token's SHA-256 is kept.
 */
export const handoffs = pgTable(
  "handoffs",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    titleKind: titleKind("title_kind").notNull(),
    titleId: integer("title_id").notNull(),
    /** Null for a film. */
    episodeId: integer("episode_id"),
    positionSec: integer("position_sec").notNull(),
    durationSec: integer("duration_sec").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("handoffs_token").on(t.tokenHash), index("handoffs_user").on(t.userId, t.createdAt)],
);

// ── Blog ─────────────────────────────────────────────────────────────────────────────────────────

export const blogCategories = pgTable("blog_categories", {
  id: serial("id").primaryKey(),
  nameEn: text("name_en").notNull(),
  nameVi: text("name_vi").notNull(),
  position: integer("position").notNull().default(0),
});

/** Terms, privacy and payment policies: bilingual, one row per document, edited by operators. */
export const legalDocuments = pgTable("legal_documents", {
  slug: text("slug").primaryKey(),
  titleEn: text("title_en").notNull(),
  titleVi: text("title_vi").notNull(),
  /** Sections of plain text: [{ heading, paragraphs: [...] }], rendered as text, never as HTML. */
  sectionsEn: jsonb("sections_en").$type<LegalSection[]>().notNull(),
  sectionsVi: jsonb("sections_vi").$type<LegalSection[]>().notNull(),
  /** The date the current text takes effect. */
  effectiveOn: date("effective_on").notNull(),
  updatedAt: updatedAt(),
});
export type LegalSection = { heading: string; paragraphs: string[] };

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => blogCategories.id, { onDelete: "restrict" }),
    titleEn: text("title_en").notNull(),
    titleVi: text("title_vi").notNull(),
    excerptEn: text("excerpt_en").notNull(),
    excerptVi: text("excerpt_vi").notNull(),
    /** Paragraphs separated by blank lines; rendered as text, never as HTML. */
    bodyEn: text("body_en").notNull(),
    bodyVi: text("body_vi").notNull(),
    cover: text("cover"),
    featured: boolean("featured").notNull().default(false),
    searchText: text("search_text").notNull().default(""),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_posts_category").on(t.categoryId, t.publishedAt),
    index("blog_posts_published").on(t.publishedAt),
  ],
);

// ── Rewards, referrals, distributors ─────────────────────────────────────────────────────────────

export const rewards = pgTable("rewards", {
  id: serial("id").primaryKey(),
  nameEn: text("name_en").notNull(),
  nameVi: text("name_vi").notNull(),
  descriptionEn: text("description_en").notNull(),
  descriptionVi: text("description_vi").notNull(),
  costPoints: integer("cost_points").notNull(),
  /** Null: unlimited. */
  stock: integer("stock"),
  active: boolean("active").notNull().default(true),
});

export const pointTransactions = pgTable(
  "point_transactions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    reason: pointReason("reason").notNull(),
    /** What earned or spent them (a day, a referral, a reward), unique per reason where it must be once. */
    ref: text("ref"),
    createdAt: createdAt(),
  },
  (t) => [
    index("point_transactions_user").on(t.userId, t.createdAt),
    index("point_transactions_created").on(t.createdAt),
    uniqueIndex("point_transactions_once").on(t.userId, t.reason, t.ref),
  ],
);

export const leaderboardPeriod = pgEnum("leaderboard_period", ["week", "month", "all"]);

/**
 * Points EARNED per user and period (programme/leaderboard.ts): one row per user for each week
 * (starting Monday) and month of Asia/Ho_Chi_Minh in which they earned, and one for all time
 * (starts_on 1970-01-01). Kept by the database in the transaction of each point transaction (the
 * leaderboard_on_points trigger, migration 0004); rebuild_leaderboard() recomputes it from them.
 * Each change, and a user's status change or deletion, notifies 'cineva_leaderboard' on commit for
 * the Redis mirror (migration 0007, programme/leaderboard-mirror.ts).
 */
export const leaderboardTotals = pgTable(
  "leaderboard_totals",
  {
    period: leaderboardPeriod("period").notNull(),
    startsOn: date("starts_on").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    points: integer("points").notNull(),
    /** When the user last earned in the period: of equal totals, the one reached first ranks higher. */
    reachedAt: timestamp("reached_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.startsOn, t.userId] }),
    // The board's order (points desc, reached_at asc, user_id asc), read from one end.
    index("leaderboard_totals_rank").on(
      t.period,
      t.startsOn,
      t.points.desc().nullsFirst(),
      t.reachedAt,
      t.userId,
    ),
  ],
);

export const dailyCheckins = pgTable(
  "daily_checkins",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    streak: integer("streak").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const rewardRedemptions = pgTable("reward_redemptions", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  rewardId: integer("reward_id")
    .notNull()
    .references(() => rewards.id, { onDelete: "restrict" }),
  points: integer("points").notNull(),
  createdAt: createdAt(),
});

/**
 * A completed referral, kept when either account is deleted (its user set to null): the referrer's
 * invites still add up to the points they were credited, and the referred phone number (as a hash,
 * programme/referrals.ts) can never be referred again.
 */
export const referrals = pgTable(
  "referrals",
  {
    id: serial("id").primaryKey(),
    referrerId: integer("referrer_id").references(() => users.id, { onDelete: "set null" }),
    referredId: integer("referred_id").references(() => users.id, { onDelete: "set null" }),
    referredPhoneHash: text("referred_phone_hash").notNull(),
    pointsAwarded: integer("points_awarded").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("referrals_referred").on(t.referredId),
    uniqueIndex("referrals_referred_phone").on(t.referredPhoneHash),
    index("referrals_referrer").on(t.referrerId),
  ],
);

export const distributorApplications = pgTable("distributor_applications", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  message: text("message").notNull(),
  status: applicationStatus("status").notNull().default("pending"),
  createdAt: createdAt(),
});

// ── Money ────────────────────────────────────────────────────────────────────────────────────────

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    /** Kept after account deletion for the accounts; the link to the person is dropped. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Our order reference sent to the gateway (vnp_TxnRef). */
    orderRef: text("order_ref").notNull(),
    amount: vnd("amount").notNull(),
    status: paymentStatus("status").notNull().default("pending"),
    method: text("method").notNull(),
    provider: text("provider").notNull(),
    /** The gateway's transaction number and response code, once it answered. */
    providerTxn: text("provider_txn"),
    responseCode: text("response_code"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_order_ref").on(t.orderRef),
    index("payments_user").on(t.userId, t.createdAt),
    check("payments_amount_positive", sql`${t.amount} > 0`),
  ],
);

export const balanceLedger = pgTable(
  "balance_ledger",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    delta: vnd("delta").notNull(),
    balanceAfter: vnd("balance_after").notNull(),
    reason: ledgerReason("reason").notNull(),
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("balance_ledger_user").on(t.userId, t.createdAt),
    // A payment credits a balance at most once, whatever the gateway replays.
    uniqueIndex("balance_ledger_payment_once").on(t.paymentId, t.reason),
  ],
);

export const distributorCommissions = pgTable(
  "distributor_commissions",
  {
    id: serial("id").primaryKey(),
    distributorId: integer("distributor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    referredUserId: integer("referred_user_id").references(() => users.id, { onDelete: "set null" }),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    topupAmount: vnd("topup_amount").notNull(),
    rateBp: integer("rate_bp").notNull(),
    amount: vnd("amount").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("distributor_commissions_payment").on(t.paymentId),
    index("distributor_commissions_distributor").on(t.distributorId, t.createdAt),
  ],
);

/** Every notification the gateway sent, with our answer: replays and disputes can be traced. */
export const paymentNotifications = pgTable("payment_notifications", {
  id: serial("id").primaryKey(),
  orderRef: text("order_ref"),
  payload: jsonb("payload").$type<Record<string, string>>().notNull(),
  rspCode: text("rsp_code").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Binary data: a Buffer in JS (PGlite hands back a Uint8Array, pg a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Files the backend keeps (avatars, generated artwork) when it runs on PostgreSQL, so every replica
 * serves the same files with no shared disk (server/providers/storage.ts). A few hundred kB at most
 * each: bytea rather than large objects (no separate clean-up, and a row is deleted with its file).
 */
export const storedFiles = pgTable("stored_files", {
  path: text("path").primaryKey(),
  bytes: bytea("bytes").notNull(),
  updatedAt: updatedAt(),
});
