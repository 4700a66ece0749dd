/** The studio's account and distributor-application calls (issue #36), for the roles with the accounts permission. */
import {
  StudioAccountPageSchema,
  StudioAccountParamsSchema,
  StudioAccountSchema,
  StudioAccountsQuerySchema,
  StudioAccountStatusSchema,
  StudioEraseAccountSchema,
  StudioPasswordResetSchema,
} from "../studio-accounts";
import { MessageResponseSchema } from "../common";
import {
  StudioApplicationPageSchema,
  StudioApplicationParamsSchema,
  StudioApplicationSchema,
  StudioApplicationsQuerySchema,
  StudioApproveSchema,
  StudioDeclineSchema,
} from "../studio-applications";
import { endpoint } from "../endpoint";

export const studioAccounts = endpoint({
  method: "get",
  path: "/studio/accounts",
  query: StudioAccountsQuerySchema,
  response: StudioAccountPageSchema,
});

export const studioAccount = endpoint({
  method: "get",
  path: "/studio/accounts/{id}",
  params: StudioAccountParamsSchema,
  response: StudioAccountSchema,
});

export const studioSetAccountStatus = endpoint({
  method: "put",
  path: "/studio/accounts/{id}/status",
  params: StudioAccountParamsSchema,
  body: StudioAccountStatusSchema,
  response: StudioAccountSchema,
});

export const studioSendPasswordReset = endpoint({
  method: "post",
  path: "/studio/accounts/{id}/password-reset",
  params: StudioAccountParamsSchema,
  body: StudioPasswordResetSchema,
  response: MessageResponseSchema,
});

export const studioEraseAccount = endpoint({
  method: "post",
  path: "/studio/accounts/{id}/erase",
  params: StudioAccountParamsSchema,
  body: StudioEraseAccountSchema,
  response: MessageResponseSchema,
});

export const studioApplications = endpoint({
  method: "get",
  path: "/studio/applications",
  query: StudioApplicationsQuerySchema,
  response: StudioApplicationPageSchema,
});

export const studioApproveApplication = endpoint({
  method: "post",
  path: "/studio/applications/{id}/approve",
  params: StudioApplicationParamsSchema,
  body: StudioApproveSchema,
  response: StudioApplicationSchema,
});

export const studioDeclineApplication = endpoint({
  method: "post",
  path: "/studio/applications/{id}/decline",
  params: StudioApplicationParamsSchema,
  body: StudioDeclineSchema,
  response: StudioApplicationSchema,
});
