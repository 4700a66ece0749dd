/**
 * The studio's calls (issue #36), all below /api/studio: a staff member's session (phone and
 * password, then the second factor; asked again for sensitive actions) and the audit trail. Each is
 * served to the roles server/modules/studio/access.ts names.
 */
import { PhonePasswordBodySchema } from "../accounts";
import { MessageResponseSchema } from "../common";
import {
  AuditPageSchema,
  AuditQuerySchema,
  SecondFactorBodySchema,
  SecondFactorResponseSchema,
  StaffMeSchema,
  StepUpResponseSchema,
  StudioSignInResponseSchema,
} from "../studio";
import { endpoint } from "../endpoint";

export const studioSignIn = endpoint({
  method: "post",
  path: "/studio/session",
  body: PhonePasswordBodySchema,
  response: StudioSignInResponseSchema,
  status: 201,
});

export const studioSecondFactor = endpoint({
  method: "post",
  path: "/studio/session/second-factor",
  body: SecondFactorBodySchema,
  response: SecondFactorResponseSchema,
});

export const studioStepUp = endpoint({
  method: "post",
  path: "/studio/session/step-up",
  body: SecondFactorBodySchema,
  response: StepUpResponseSchema,
});

export const studioSignOut = endpoint({
  method: "delete",
  path: "/studio/session",
  response: MessageResponseSchema,
});

export const studioMe = endpoint({ method: "get", path: "/studio/me", response: StaffMeSchema });

export const studioAudit = endpoint({
  method: "get",
  path: "/studio/audit",
  query: AuditQuerySchema,
  response: AuditPageSchema,
});
