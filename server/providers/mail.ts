import { mailOutbox } from "../db/schema";
import type { Database } from "../db/client";

/** Sends a plain-text e-mail. */
export interface MailProvider {
  send(to: string, subject: string, body: string): Promise<void>;
}

/** The sandbox: messages land in the mail_outbox table, readable at GET /api/sandbox/mail?to=…. */
export class OutboxMail implements MailProvider {
  constructor(private readonly db: Database) {}

  async send(toAddress: string, subject: string, body: string) {
    await this.db.insert(mailOutbox).values({ toAddress, subject, body });
  }
}

/** The site's mail: the outbox in the sandbox, else none configured yet. */
export const siteMail = (sandbox: boolean, db: Database): MailProvider =>
  sandbox ? new OutboxMail(db) : new UnconfiguredMail();

/** Production without a mail service configured: refuse loudly rather than drop links silently. */
export class UnconfiguredMail implements MailProvider {
  async send(): Promise<void> {
    throw new Error("No mail service is configured (set CINEVA_SANDBOX=1 for the outbox).");
  }
}
