/**
 * The studio's staff (issue #36), for admins: who has which role and whether their authenticator app
 * is set up; a role given to an account that exists (a new colleague signs up on the site first),
 * changed, or taken away; their second factor reset. The studio always keeps one admin.
 */
import { z } from "zod";
import { STAFF_ROLES } from "@/lib/studio/roles";
import { PhoneNumberSchema } from "./accounts";

export const StudioStaffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  role: z.enum(STAFF_ROLES),
  /** Whether the authenticator app is set up; until then the next sign-in shows its QR code. */
  second_factor_set: z.boolean(),
  since: z.string(),
});
export type StudioStaffMember = z.infer<typeof StudioStaffMemberSchema>;

export const StudioStaffListSchema = z.object({ data: z.array(StudioStaffMemberSchema) });
export type StudioStaffList = z.infer<typeof StudioStaffListSchema>;

export const StudioStaffParamsSchema = z.object({
  id: z.coerce.number("fields.number").int("fields.wholeNumber").positive("fields.number").max(2_147_483_647),
});

const role = z.enum(STAFF_ROLES, "fields.oneOf");

export const StudioAddStaffSchema = z.object({ phone_number: PhoneNumberSchema, role });
export type StudioAddStaff = z.input<typeof StudioAddStaffSchema>;

export const StudioStaffRoleSchema = z.object({ role });
export type StudioStaffRole = z.input<typeof StudioStaffRoleSchema>;
