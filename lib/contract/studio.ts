/**
 * The studio's contract (issue #36): staff sign-in with a second factor, the staff member's own
 * session, and the audit trail. The studio's own pages and the backend share these shapes.
 */
import { z } from "zod";
import { STAFF_ROLES, PERMISSIONS } from "../studio/roles";
import { paginated, pageQuery } from "./common";

export const StaffRoleSchema = z.enum(STAFF_ROLES);

/** A code from the authenticator app (6 digits) or a one-time recovery code ("abcd-efgh"). */
export const SecondFactorBodySchema = z.object({
  code: z
    .string("fields.secondFactorCode")
    .trim()
    .regex(/^(?:\d{6}|[a-z0-9]{4}-?[a-z0-9]{4})$/i, "fields.secondFactorCode"),
});
export type SecondFactorBody = z.input<typeof SecondFactorBodySchema>;

/**
 * A studio session just opened with phone and password: it can do nothing but give the second
 * factor. On the first sign-in it carries the secret to put in the authenticator app ("enrol").
 */
export const StudioSignInResponseSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  second_factor: z.enum(["enrol", "verify"]),
  enrolment: z.object({ secret: z.string(), otpauth_url: z.string() }).nullable(),
});
export type StudioSignInResponse = z.infer<typeof StudioSignInResponseSchema>;

/** The second factor given: the session works until `expires_at`; recovery codes after enrolment only. */
export const SecondFactorResponseSchema = z.object({
  expires_at: z.string(),
  recovery_codes: z.array(z.string()).nullable(),
});
export type SecondFactorResponse = z.infer<typeof SecondFactorResponseSchema>;

export const StepUpResponseSchema = z.object({ step_up_until: z.string() });

/** The signed-in staff member. */
export const StaffMeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: StaffRoleSchema,
  permissions: z.array(z.enum(PERMISSIONS)),
  expires_at: z.string(),
  /** Until when sensitive actions go through without asking the second factor again; null: ask. */
  step_up_until: z.string().nullable(),
});
export type StaffMe = z.infer<typeof StaffMeSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  actor: z.string(),
  origin: z.string(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditQuerySchema = pageQuery(100).extend({
  action: z.string("fields.text").trim().max(60, "fields.tooLong").optional(),
  actor_id: z.coerce.number("fields.number").int("fields.wholeNumber").positive("fields.number").optional(),
});

export const AuditPageSchema = paginated(AuditEntrySchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;
