/** What the providers keep: the sandbox outboxes, and files stored in the database. */
import { sql } from "drizzle-orm";
import { customType, index, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

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
