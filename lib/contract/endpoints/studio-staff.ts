/** The studio's staff calls (issue #36), for admins (the staff permission). */
import {
  StudioAddStaffSchema,
  StudioStaffListSchema,
  StudioStaffMemberSchema,
  StudioStaffParamsSchema,
  StudioStaffRoleSchema,
} from "../studio-staff";
import { MessageResponseSchema } from "../common";
import { endpoint } from "../endpoint";

export const studioStaff = endpoint({
  method: "get",
  path: "/studio/staff",
  response: StudioStaffListSchema,
});

export const studioAddStaff = endpoint({
  method: "post",
  path: "/studio/staff",
  body: StudioAddStaffSchema,
  response: StudioStaffMemberSchema,
  status: 201,
});

export const studioSetStaffRole = endpoint({
  method: "put",
  path: "/studio/staff/{id}",
  params: StudioStaffParamsSchema,
  body: StudioStaffRoleSchema,
  response: StudioStaffMemberSchema,
});

export const studioRemoveStaff = endpoint({
  method: "delete",
  path: "/studio/staff/{id}",
  params: StudioStaffParamsSchema,
  response: MessageResponseSchema,
});

export const studioResetStaffSecondFactor = endpoint({
  method: "post",
  path: "/studio/staff/{id}/second-factor-reset",
  params: StudioStaffParamsSchema,
  response: StudioStaffMemberSchema,
});
