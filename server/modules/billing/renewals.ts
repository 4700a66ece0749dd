/**
 * Renewing Premium from the balance (issue #38), for viewers who chose it: three days before, a
 * reminder by e-mail (to a verified address) says when, for how much, and what to top up if the
 * balance is short; an hour before their Premium ends, the plan they bought last is bought again,
 * after what is paid, so no hour is lost.
 * Each period renews once however often the job runs (its idempotency key names the period). A
 * balance short of the price turns renewal off and keeps why, for the profile to say; Premium then
 * ends when it was paid to.
 */
import { and, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import { formatDate } from "@/lib/format";
import { formatVnd } from "@/lib/money";
import type { Database } from "../../db/client";
import { subscriptions, users } from "../../db/schema";
import { textIn } from "../../http/i18n";
import type { MailProvider } from "../../providers/mail";
import type { JobDefinition, JobDeps } from "../../providers/queue";
import { buyPremium, plansOnSale } from "./premium";
import { PurchaseError } from "./purchases";

/** How long before its end a period is renewed. */
export const RENEW_AHEAD_MS = 3_600_000;
/** A period that ended this long ago without being renewed (the site was down) is still renewed. */
export const RENEW_LATE_MS = 3 * 86_400_000;

/** How long before a period's end its renewal is announced. */
export const REMIND_AHEAD_MS = 3 * 86_400_000;

/**
 * The key of one period's renewal: the same period never renews twice. Its colons are outside the
 * browser's keys (IDEMPOTENCY_KEY), so no request can take a renewal's key first.
 */
export const renewalKey = (userId: number, paidUntil: Date) => `renewal:${userId}:${paidUntil.getTime()}`;

export async function renewDue(db: Database, now: Date) {
  const due = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.autoRenew, true),
        isNotNull(subscriptions.planId),
        lte(subscriptions.premiumUntil, new Date(now.getTime() + RENEW_AHEAD_MS)),
        gt(subscriptions.premiumUntil, new Date(now.getTime() - RENEW_LATE_MS)),
      ),
    );
  const result = { renewed: 0, short: 0, notForSale: 0 };
  for (const subscription of due) {
    const { userId, planId, premiumUntil } = subscription;
    try {
      const bought = await buyPremium(db, {
        userId,
        planId: planId!,
        key: renewalKey(userId, premiumUntil!),
        renewalOf: premiumUntil!,
        now,
      });
      if (!bought.replayed) result.renewed += 1;
    } catch (cause) {
      if (!(cause instanceof PurchaseError)) throw cause;
      // Turned off, bought by hand or renewed by another run since it was read: nothing to do.
      if (cause.reason === "not_due") continue;
      result[cause.reason === "short" ? "short" : "notForSale"] += 1;
      await db
        .update(subscriptions)
        .set({
          autoRenew: false,
          renewalFailedAt: now,
          renewalPrice: cause.reason === "short" ? cause.amounts.price : null,
          updatedAt: now,
        })
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.premiumUntil, premiumUntil!)));
    }
  }
  return result;
}

/** The reminder's words, in both languages (a job has no caller to take a language from). */
export function reminderMail(renewsOn: Date, price: number, balance: number) {
  const part = (language: "vi" | "en") => {
    const values = {
      date: formatDate(renewsOn),
      price: formatVnd(price, language),
      balance: formatVnd(balance, language),
      shortfall: formatVnd(price - balance, language),
    };
    const short = balance < price ? ` ${textIn(language, "billing.reminderShort", values)}` : "";
    return {
      subject: textIn(language, "billing.reminderSubject", values),
      body: textIn(language, "billing.reminderBody", values) + short,
    };
  };
  const vi = part("vi");
  const en = part("en");
  return { subject: `${vi.subject} / ${en.subject}`, body: `${vi.body}\n\n---\n\n${en.body}\n` };
}

const notYetReminded = sql`${subscriptions.remindedFor} is distinct from ${subscriptions.premiumUntil}`;

/**
 * Reminds viewers whose Premium renews within three days, once per period: marked first, so a mail
 * service that fails does not turn into a reminder every quarter of an hour (the failure is logged).
 */
export async function remindDue(db: Database, mail: MailProvider, now: Date) {
  const due = await db
    .select({
      userId: subscriptions.userId,
      until: subscriptions.premiumUntil,
      planId: subscriptions.planId,
      email: users.email,
      verified: users.emailVerifiedAt,
      balance: users.balance,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.autoRenew, true),
        isNotNull(subscriptions.planId),
        gt(subscriptions.premiumUntil, new Date(now.getTime() + RENEW_AHEAD_MS)),
        lte(subscriptions.premiumUntil, new Date(now.getTime() + REMIND_AHEAD_MS)),
        notYetReminded,
      ),
    );
  let mailed = 0;
  for (const viewer of due) {
    const [marked] = await db
      .update(subscriptions)
      .set({ remindedFor: viewer.until })
      .where(and(eq(subscriptions.userId, viewer.userId), notYetReminded))
      .returning({ userId: subscriptions.userId });
    if (!marked || !viewer.email || !viewer.verified) continue;
    const renewsOn = new Date(viewer.until!.getTime() - RENEW_AHEAD_MS);
    // The price then: one due to change before the renewal is the one it will charge.
    const price = (await plansOnSale(db, renewsOn)).find((plan) => plan.id === viewer.planId)?.price;
    if (price === undefined) continue;
    const { subject, body } = reminderMail(renewsOn, price, viewer.balance);
    try {
      await mail.send(viewer.email, subject, body);
      mailed += 1;
    } catch (error) {
      console.warn(`Cineva: no renewal reminder for account ${viewer.userId}:`, (error as Error).message);
    }
  }
  return mailed;
}

export const renewPremiumJob: JobDefinition<Record<string, never>> = {
  name: "billing.renew-premium",
  policy: { retries: 3, retryDelaySec: 60, timeLimitSec: 600 },
  // Every quarter of an hour: reminders three days ahead, renewals within a period's last hour.
  schedule: "*/15 * * * *",
  run: (_data, _job, deps) => runRenewals(deps),
};

/** One run of the job: the reminders due, then the renewals due; how many of each. */
export async function runRenewals({ db, mail, now }: Pick<JobDeps, "db" | "mail" | "now">) {
  const reminded = await remindDue(db, mail, now());
  return { reminded, ...(await renewDue(db, now())) };
}
