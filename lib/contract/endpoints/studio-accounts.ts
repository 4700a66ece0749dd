/** The studio's account calls (issue #36), for the roles with the accounts permission. */
import {
  StudioAccountPageSchema,
  StudioAccountParamsSchema,
  StudioAccountSchema,
  StudioAccountsQuerySchema,
  StudioAccountStatusSchema,
} from "../studio-accounts";
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
