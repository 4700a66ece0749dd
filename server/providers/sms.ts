import { smsOutbox } from "../db/schema";
import type { Database } from "../db/client";

/** Sends a text message to a composed phone number ("84901234567"). */
export interface SmsProvider {
  send(phoneNumber: string, body: string): Promise<void>;
}

/** The sandbox: messages land in the sms_outbox table, readable at GET /api/sandbox/sms?phone=…. */
export class OutboxSms implements SmsProvider {
  constructor(private readonly db: Database) {}

  async send(phoneNumber: string, body: string) {
    await this.db.insert(smsOutbox).values({ phoneNumber, body });
  }
}

/** Production without an SMS gateway configured: refuse loudly rather than drop codes silently. */
export class UnconfiguredSms implements SmsProvider {
  async send(): Promise<void> {
    throw new Error("No SMS gateway is configured (set CINEVA_SANDBOX=1 for the outbox).");
  }
}
