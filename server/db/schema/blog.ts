/** The blog (categories, posts) and the legal documents. */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { movies, tvSeries } from "./catalogue";
import { updatedAt } from "./columns";

export const blogCategories = pgTable(
  "blog_categories",
  {
    id: serial("id").primaryKey(),
    nameEn: text("name_en").notNull(),
    nameVi: text("name_vi").notNull(),
    position: integer("position").notNull().default(0),
  },
  // Readers tell categories apart by name, in either language.
  (t) => [
    uniqueIndex("blog_categories_name_en").on(sql`lower(${t.nameEn})`),
    uniqueIndex("blog_categories_name_vi").on(sql`lower(${t.nameVi})`),
  ],
);

/** Terms, privacy and payment policies: one row per document, its text in legal_versions. */
export const legalDocuments = pgTable("legal_documents", {
  slug: text("slug").primaryKey(),
});

/**
 * Each text a legal document has had or will have, from the day it takes effect (Vietnam's calendar):
 * the page shows the latest one in effect. A version in effect is never changed (a new one is written);
 * one not yet in effect may be withdrawn.
 */
export const legalVersions = pgTable(
  "legal_versions",
  {
    id: serial("id").primaryKey(),
    slug: text("slug")
      .notNull()
      .references(() => legalDocuments.slug, { onDelete: "cascade" }),
    titleEn: text("title_en").notNull(),
    titleVi: text("title_vi").notNull(),
    /** Sections of plain text: [{ heading, paragraphs: [...] }], rendered as text, never as HTML. */
    sectionsEn: jsonb("sections_en").$type<LegalSection[]>().notNull(),
    sectionsVi: jsonb("sections_vi").$type<LegalSection[]>().notNull(),
    effectiveOn: date("effective_on").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("legal_versions_one_a_day").on(t.slug, t.effectiveOn)],
);
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
    /** Markdown (lib/blog/markdown.ts): HTML typed in it is shown as text. */
    bodyEn: text("body_en").notNull(),
    bodyVi: text("body_vi").notNull(),
    cover: text("cover"),
    /** The film or the series a review is about (one at most); the post's page links to it. */
    movieId: integer("movie_id").references(() => movies.id, { onDelete: "set null" }),
    seriesId: integer("series_id").references(() => tvSeries.id, { onDelete: "set null" }),
    featured: boolean("featured").notNull().default(false),
    searchText: text("search_text").notNull().default(""),
    /** Public from this moment (a later one schedules the post); null: a draft only the studio sees. */
    publishedAt: timestamp("published_at", { withTimezone: true }).defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_posts_category").on(t.categoryId, t.publishedAt),
    index("blog_posts_published").on(t.publishedAt),
    check("blog_posts_reviews_one_title", sql`num_nonnulls(${t.movieId}, ${t.seriesId}) <= 1`),
  ],
);
