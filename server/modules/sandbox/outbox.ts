/** What the sandbox's SMS and mail providers "sent" (server/providers), newest first. */
import { desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { mailOutbox, smsOutbox } from "../../db/schema";

export function smsSentTo(db: Executor, phoneNumber: string, limit: number) {
  return db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phoneNumber, phoneNumber))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
}

/** Addresses compare case-insensitively, as mail servers do. */
export function mailSentTo(db: Executor, address: string, limit: number) {
  return db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = ${address.toLowerCase()}`)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}
