/**
 * Master files uploaded in the studio (issue #37). The bytes are tus's (server/modules/ingest/uploads.ts,
 * a file per upload under CINEVA_UPLOAD_DIR, named by this row's id); the row says what the file is
 * for, who sent it, its SHA-256 as the browser computed it, and where its check stands.
 */
import {
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { UPLOAD_REFUSALS, UPLOAD_ROLES, UPLOAD_STATES } from "../../../lib/contract/studio-uploads";
import type { PlaybackSegment } from "../../../lib/player/segments";
import { users } from "./accounts";
import { titleKind } from "./catalogue";
import { createdAt } from "./columns";

export const uploadRole = pgEnum("upload_role", UPLOAD_ROLES);
export const uploadState = pgEnum("upload_state", UPLOAD_STATES);
export const uploadRefusal = pgEnum("upload_refusal", UPLOAD_REFUSALS);

export const uploads = pgTable(
  "uploads",
  {
    /** tus's id: 32 random hex digits, also the file's name in the upload directory. */
    id: text("id").primaryKey(),
    titleKind: titleKind("title_kind").notNull(),
    titleId: integer("title_id").notNull(),
    role: uploadRole("role").notNull(),
    filename: text("filename").notNull(),
    contentType: text("content_type"),
    size: bigint("size", { mode: "number" }).notNull(),
    /** Hex, as the browser computed it before sending. */
    sha256: text("sha256").notNull(),
    /** Null once the account is deleted: the upload stays the title's. */
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    state: uploadState("state").notNull().default("receiving"),
    refusal: uploadRefusal("refusal"),
    /** How far the check has got while it runs, 0 to 1. */
    progress: real("progress"),
    /** What ffprobe read of a ready file (modules/ingest/probe.ts SourceFacts). */
    facts: jsonb("facts"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
  },
  (t) => [
    index("uploads_title").on(t.titleKind, t.titleId, t.createdAt),
    index("uploads_receiving").on(t.state, t.createdAt),
  ],
);
export type UploadRow = typeof uploads.$inferSelect;

export const packagingState = pgEnum("packaging_state", [
  "queued",
  "running",
  "ready",
  "failed",
  "cancelled",
]);

/** An audio track of a packaging: which file and stream, in which language, named in both languages. */
export type PackagedAudio = {
  /** The upload it comes from (the master's own sound is the video's upload). */
  upload: string;
  stream: number;
  language: string | null;
  name_en: string;
  name_vi: string;
  default: boolean;
};

/**
 * A title's (or an episode's) media packaged from its uploads (issue #37): the job's input, then where
 * the result lies in the media store (its own folder, never written again). Publishing names its paths
 * on the title in one UPDATE, so viewers go from the old package to the new one whole.
 */
export const packagings = pgTable(
  "packagings",
  {
    id: serial("id").primaryKey(),
    titleKind: titleKind("title_kind").notNull(),
    titleId: integer("title_id").notNull(),
    /** For a series, the episode it is for. */
    episodeId: integer("episode_id"),
    video: text("video")
      .notNull()
      .references(() => uploads.id),
    audio: jsonb("audio").$type<PackagedAudio[]>().notNull().default([]),
    subtitles: jsonb("subtitles").$type<{ upload: string; lang: string }[]>().notNull().default([]),
    state: packagingState("state").notNull().default("queued"),
    progress: real("progress"),
    /** The media store's folder ("packaged/movie-7/12/") and, once ready, its playback paths. */
    folder: text("folder"),
    master: text("master"),
    storyboard: text("storyboard"),
    /** Pictures of it offered as a poster or thumbnail: paths in the media store, and when each is. */
    frames: jsonb("frames").$type<{ path: string; at_sec: number }[]>(),
    subtitlePaths: jsonb("subtitle_paths").$type<{ lang: string; path: string }[]>(),
    /**
     * The recap, intro and credits found once it was packaged (modules/ingest/segments): published
     * with it. Null until they have been looked for.
     */
    segments: jsonb("segments").$type<PlaybackSegment[]>(),
    /**
     * The parts to skip as an editor corrected them on the studio's timeline before publishing: what
     * publishing writes instead of `segments`, which a season's later finds never change. Null: as found.
     */
    corrected: jsonb("corrected").$type<PlaybackSegment[]>(),
    /** The rungs made ("1080p", "720p"…). */
    rungs: jsonb("rungs").$type<string[]>(),
    /** Why it failed, for the operator (ffmpeg's last words); the studio shows a translated sentence. */
    failure: text("failure"),
    /** The queue's job doing it, to cancel it by. */
    jobId: text("job_id"),
    requestedBy: integer("requested_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("packagings_title").on(t.titleKind, t.titleId, t.createdAt)],
);
export type PackagingRow = typeof packagings.$inferSelect;
