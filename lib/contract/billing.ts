/**
 * Premium bought from the balance (issue #38): the plans and what each tier gives, a viewer's
 * Premium, buying a period, turning renewal on or off, and the receipts.
 */
import { z } from "zod";
import { pageQuery, paginated } from "./common";
import { TITLE_KINDS } from "./catalogue";
import { MAX_ID } from "./ids";

export const PlanSchema = z.object({
  id: z.number().int(),
  /** The period bought, in days. */
  days: z.number().int(),
  /** In force now, in whole đồng: what buying it charges. */
  price: z.number().int(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const BenefitsSchema = z.object({
  /** The tallest picture played, in lines (720 = HD, 1080 = Full HD). */
  max_height: z.number().int(),
  /** Streams one account may play at once. */
  screens: z.number().int(),
  /** Episodes marked early access play before their public release. */
  early_access: z.boolean(),
});
export type Benefits = z.infer<typeof BenefitsSchema>;

export const PlansResponseSchema = z.object({
  plans: z.array(PlanSchema),
  benefits: z.object({ free: BenefitsSchema, premium: BenefitsSchema }),
});
export type PlansResponse = z.infer<typeof PlansResponseSchema>;

export const PremiumStatusSchema = z.object({
  /** Premium now. */
  premium: z.boolean(),
  /** When the Premium paid for ends (past when it has), null when there never was any. */
  premium_until: z.string().nullable(),
  /** Early access granted on its own (a reward), until when; Premium includes it anyway. */
  early_access_until: z.string().nullable(),
  /** At its end, the same plan is bought again from the balance. */
  auto_renew: z.boolean(),
  /** The plan a renewal buys. */
  plan_id: z.number().int().nullable(),
  /** The last renewal the balance could not pay (renewal was then turned off); null when none failed since. */
  renewal_failed: z.object({ at: z.string(), price: z.number().int().nullable() }).nullable(),
  /** The caller's balance now, in đồng. */
  balance: z.number().int(),
});
export type PremiumStatus = z.infer<typeof PremiumStatusSchema>;

/** The browser's name for one purchase, made once per checkout: sent again, it buys nothing more. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export const BuyPremiumRequestSchema = z.object({
  plan_id: z.number("fields.plan").int("fields.plan").positive("fields.plan").max(MAX_ID, "fields.plan"),
  idempotency_key: z.string("fields.idempotencyKey").regex(IDEMPOTENCY_KEY, "fields.idempotencyKey"),
  /** Buy the same plan again from the balance when this period ends; not said: as it was (off at first). */
  auto_renew: z.boolean().optional(),
});
export type BuyPremiumRequest = z.input<typeof BuyPremiumRequestSchema>;

export const ReceiptSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["premium", "rental"]),
  /** What was bought, in the caller's language ("Premium, 30 days", "Rental: Signal from Europa"). */
  description: z.string(),
  /** Charged, in đồng. */
  amount: z.number().int(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  /** Bought by the renewal the viewer chose. */
  renewal: z.boolean(),
  created_at: z.string(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

export const BuyPremiumResponseSchema = z.object({
  message: z.string(),
  receipt: ReceiptSchema,
  premium: PremiumStatusSchema,
});
export type BuyPremiumResponse = z.infer<typeof BuyPremiumResponseSchema>;

export const RenewalRequestSchema = z.object({ auto_renew: z.boolean("fields.autoRenew") });

export const RECEIPTS_PER_PAGE = 20;
export const ReceiptsQuerySchema = pageQuery(100);
export const ReceiptListResponseSchema = paginated(ReceiptSchema);
export type ReceiptList = z.infer<typeof ReceiptListResponseSchema>;

export const RentRequestSchema = z.object({
  kind: z.enum(TITLE_KINDS, "fields.titleKind"),
  id: z
    .number("fields.titleId")
    .int("fields.titleId")
    .positive("fields.titleId")
    .max(MAX_ID, "fields.titleId"),
  idempotency_key: z.string("fields.idempotencyKey").regex(IDEMPOTENCY_KEY, "fields.idempotencyKey"),
});
export type RentRequest = z.input<typeof RentRequestSchema>;

export const RentalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TITLE_KINDS),
  title_id: z.number().int(),
  /** The title's name in the caller's language. */
  title: z.string(),
  /** Not started yet, being watched (its 48 hours running), or over. */
  state: z.enum(["unstarted", "watching", "over"]),
  /** Start watching before this, or the rental is over. */
  start_by: z.string(),
  started_at: z.string().nullable(),
  /** Once started: when it stops playing. */
  ends_at: z.string().nullable(),
  created_at: z.string(),
});
export type Rental = z.infer<typeof RentalSchema>;

export const RentResponseSchema = z.object({
  message: z.string(),
  receipt: ReceiptSchema,
  rental: RentalSchema,
  /** The caller's balance now, in đồng. */
  balance: z.number().int(),
});
export type RentResponse = z.infer<typeof RentResponseSchema>;

export const RentalListResponseSchema = z.object({ data: z.array(RentalSchema) });
export type RentalList = z.infer<typeof RentalListResponseSchema>;
