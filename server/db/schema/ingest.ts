/**
 * Master files uploaded in the studio (issue #37). The bytes are tus's (server/modules/ingest/uploads.ts,
 * a file per upload under CINEVA_UPLOAD_DIR, named by this row's id); the row says what the file is
 * for, who sent it, its SHA-256 as the browser computed it, and where its check stands.
 */
import { index, integer, jsonb, pgEnum, pgTable, real, text, timestamp, bigint } from "drizzle-orm/pg-core";
import { UPLOAD_REFUSALS, UPLOAD_ROLES, UPLOAD_STATES } from "../../../lib/contract/studio-uploads";
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
