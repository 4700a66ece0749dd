/**
 * Distributor applications in the studio (issue #36): moderators read what a viewer wrote, and
 * approve it (the account becomes a distributor at a commission rate) or decline it with a reply the
 * applicant reads in their profile.
 */
import { z } from "zod";
import { pageQuery, paginated } from "./common";
import { APPLICATION_STATUSES } from "./programme";
import { freeText } from "./text";

export const StudioApplicationSchema = z.object({
  id: z.number().int(),
  account: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }),
  message: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  reply: z.string().nullable(),
});
export type StudioApplication = z.infer<typeof StudioApplicationSchema>;

export const StudioApplicationsQuerySchema = pageQuery(100).extend({
  /** Pending ones (oldest first) unless asked. */
  status: z.enum(APPLICATION_STATUSES, "fields.oneOf").optional(),
});
export type StudioApplicationsQuery = z.input<typeof StudioApplicationsQuerySchema>;

export const StudioApplicationPageSchema = paginated(StudioApplicationSchema);

export const StudioApplicationParamsSchema = z.object({
  id: z.coerce.number("fields.number").int("fields.wholeNumber").positive("fields.number").max(2_147_483_647),
});

const reply = freeText({ multiline: true, typeMessage: "fields.text" }).trim().max(1000, "fields.tooLong");

/** The commission the new distributor earns on their referrals' top-ups, in basis points (1000 = 10 %). */
export const COMMISSION_RATE_RANGE_BP = { min: 100, max: 5000 } as const;

export const StudioApproveSchema = z.object({
  commission_rate_bp: z.coerce
    .number("fields.number")
    .int("fields.wholeNumber")
    .min(COMMISSION_RATE_RANGE_BP.min, "fields.commissionRange")
    .max(COMMISSION_RATE_RANGE_BP.max, "fields.commissionRange"),
  /** A welcome note, optional. */
  reply: reply.optional(),
});
export type StudioApprove = z.input<typeof StudioApproveSchema>;

export const StudioDeclineSchema = z.object({
  /** Why, in words the applicant reads: required. */
  reply: reply.min(3, "fields.replyRequired"),
});
export type StudioDecline = z.input<typeof StudioDeclineSchema>;
