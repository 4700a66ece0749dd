/**
 * The studio's accounts (issue #36): moderators find a viewer by phone, name or e-mail, see what the
 * account holds (points, balance and its ledger, payments, what they watched, referrals), and set it
 * active, inactive or blocked with a reason, which the viewer's next call and next page meet at once.
 */
import { z } from "zod";
import { TitleKindSchema } from "./catalogue";
import { pageQuery, paginated, USER_ROLES, USER_STATUSES } from "./common";
import { PAYMENT_STATUSES } from "./payments";
import { freeText } from "./text";

/** Why a balance changed (the ledger_reason of server/db/schema/money.ts). */
export const LEDGER_REASONS = ["topup", "commission", "adjust", "refund", "purchase", "reward"] as const;

/** A row of the studio's list of accounts. */
export const StudioAccountRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** As the viewer writes it ("0901 234 567"); empty for an account made through Google or Apple. */
  phone: z.string(),
  email: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  role: z.enum(USER_ROLES),
  created_at: z.string(),
});
export type StudioAccountRow = z.infer<typeof StudioAccountRowSchema>;

export const StudioAccountsQuerySchema = pageQuery(100).extend({
  /** A phone number (any form), part of an e-mail address, or part of a name. */
  q: freeText({ typeMessage: "fields.text" }).trim().max(100, "fields.tooLong").optional(),
  status: z.enum(USER_STATUSES, "fields.oneOf").optional(),
});
export type StudioAccountsQuery = z.input<typeof StudioAccountsQuerySchema>;

export const StudioAccountPageSchema = paginated(StudioAccountRowSchema);
export type StudioAccountPage = z.infer<typeof StudioAccountPageSchema>;

/** One change of an account's state, from the audit trail: who, when, and why. */
export const StatusChangeSchema = z.object({
  at: z.string(),
  actor: z.string(),
  from: z.enum(USER_STATUSES),
  to: z.enum(USER_STATUSES),
  reason: z.string(),
});

/** An account as a moderator opens it. */
export const StudioAccountSchema = StudioAccountRowSchema.extend({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email_verified: z.boolean(),
  points: z.number().int(),
  /** Whole đồng. */
  balance: z.number().int(),
  /** Basis points; null for a viewer. */
  commission_rate_bp: z.number().int().nullable(),
  /** The account's staff role, when it has one: a staff account's state is not a moderator's to change. */
  staff_role: z.string().nullable(),
  referred_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  referrals: z.number().int(),
  /** The newest balance changes (every change is a ledger row; a balance is never edited). */
  ledger: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      delta: z.number().int(),
      balance_after: z.number().int(),
      reason: z.enum(LEDGER_REASONS),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      order_ref: z.string(),
      amount: z.number().int(),
      status: z.enum(PAYMENT_STATUSES),
      provider: z.string(),
      created_at: z.string(),
    }),
  ),
  /** What they watched last, newest first. */
  watched: z.array(
    z.object({
      kind: TitleKindSchema,
      id: z.number().int(),
      title_en: z.string(),
      title_vi: z.string(),
      at: z.string(),
    }),
  ),
  status_changes: z.array(StatusChangeSchema),
});
export type StudioAccount = z.infer<typeof StudioAccountSchema>;

export const StudioAccountParamsSchema = z.object({
  id: z.coerce.number("fields.number").int("fields.wholeNumber").positive("fields.number").max(2_147_483_647),
});

/** A new state and why: the reason is kept in the audit trail with who set it. */
export const StudioAccountStatusSchema = z.object({
  status: z.enum(USER_STATUSES, "fields.oneOf"),
  reason: freeText({ multiline: true, typeMessage: "fields.text" })
    .trim()
    .min(3, "fields.reasonRequired")
    .max(500, "fields.tooLong"),
});
export type StudioAccountStatus = z.input<typeof StudioAccountStatusSchema>;

/** A password-reset code sent by SMS to the account's phone, as forgot-password sends it. */
export const StudioPasswordResetSchema = z.object({
  /** Also end every session the viewer has, on every device. */
  sign_out: z.boolean("fields.boolean").default(false),
});
export type StudioPasswordReset = z.input<typeof StudioPasswordResetSchema>;

/** Erasing an account at the viewer's request: the reason is kept in the audit trail, not their data. */
export const StudioEraseAccountSchema = z.object({
  reason: freeText({ multiline: true, typeMessage: "fields.text" })
    .trim()
    .min(3, "fields.reasonRequired")
    .max(500, "fields.tooLong"),
});
export type StudioEraseAccount = z.input<typeof StudioEraseAccountSchema>;
