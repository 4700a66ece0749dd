/**
 * The sandbox (server/modules/sandbox, only in sandbox mode and for this machine): the outboxes of
 * text messages and e-mails, and the test gateway's hosted payment page.
 */
import {
  SandboxMailQuerySchema,
  SandboxMailResponseSchema,
  SandboxSmsQuerySchema,
  SandboxSmsResponseSchema,
} from "../payments";
import { endpoint } from "../endpoint";

export const smsOutbox = endpoint({
  method: "get",
  path: "/sandbox/sms",
  query: SandboxSmsQuerySchema,
  response: SandboxSmsResponseSchema,
});

export const mailOutbox = endpoint({
  method: "get",
  path: "/sandbox/mail",
  query: SandboxMailQuerySchema,
  response: SandboxMailResponseSchema,
});

// The gateway's page is not below /api but at the site's root, where the browser is sent (a real
// gateway's page is on its own host). It answers HTML and redirects: no API client calls it.

/** The payment page, for the signed request in its query. */
export const payPage = endpoint({ method: "get", path: "/sandbox/pay" });

/** The page's form: pays or cancels, then redirects the browser to the merchant's return address. */
export const pay = endpoint({ method: "post", path: "/sandbox/pay" });
