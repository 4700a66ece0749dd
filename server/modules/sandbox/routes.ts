/**
 * Sandbox providers' pages and calls (only when config.sandbox; 404 otherwise), for callers on this
 * machine only (403 otherwise): whoever reads the outboxes can take over any account, and whoever
 * reaches the test gateway tops up for free. Registered at "/": the payment gateway's hosted page at
 * /sandbox/pay (not while a real gateway is set), and below /api the SMS outbox at /api/sandbox/sms,
 * the mail outbox at /api/sandbox/mail.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import * as sandbox from "@/lib/contract/endpoints/sandbox";
import { freeText } from "@/lib/contract/text";
import { composePhone } from "@/lib/phone";
import type { ServerConfig } from "../../shared/config";
import type { AppEnv } from "../../http/context";
import { thisMachineOnly } from "../../http/auth";
import { notFoundError } from "../../http/not-found";
import { createRouter } from "../../http/router";
import { error, html, route } from "../../http/openapi";
import { mailSentTo, smsSentTo } from "./outbox";
import {
  CANCELLED,
  EXPIRED,
  type DeliveryMode,
  type SandboxLanguage,
  cardOutcome,
  deliverNotification,
  deliversTwice,
  isExpired,
  pageHeaders,
  renderErrorPage,
  renderPayPage,
  resultParams,
  unknownCardMessage,
} from "./payment-gateway";
import { processIpn } from "../payments";
import { fromVnpAmount, signParams, signedUrl, verifyParams, type VnpParams } from "../payments";

type Ctx = Context<AppEnv>;

const MERCHANT_NAME = "Cineva";
const OUTBOX_LISTED = 20;

/** Off outside sandbox mode: the routes do not exist. */
const existsWhen =
  (on: (config: ServerConfig) => boolean): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!on(c.var.deps.config)) throw notFoundError(c);
    await next();
  };

function vnpFields(source: Record<string, unknown>): VnpParams {
  const fields: VnpParams = {};
  for (const [key, value] of Object.entries(source)) {
    if (key.startsWith("vnp_") && typeof value === "string") fields[key] = value;
  }
  return fields;
}

const languageOf = (params: VnpParams): SandboxLanguage => (params.vnp_Locale === "vn" ? "vi" : "en");

/** A payment request the gateway accepts: signed by our merchant, with an amount and a return URL. */
function acceptable(c: Ctx, params: VnpParams): boolean {
  const { payment } = c.var.deps.config;
  if (!verifyParams(params, payment.hashSecret)) return false;
  if (params.vnp_TmnCode !== payment.tmnCode || params.vnp_Command !== "pay" || !params.vnp_TxnRef)
    return false;
  if (fromVnpAmount(params.vnp_Amount) === null) return false;
  try {
    const url = new URL(params.vnp_ReturnUrl ?? "");
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

function returnOrigin(params: VnpParams): string[] {
  try {
    return [new URL(params.vnp_ReturnUrl ?? "").origin];
  } catch {
    return [];
  }
}

function errorPage(c: Ctx, params: VnpParams) {
  const headers = pageHeaders([]);
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return c.html(renderErrorPage(languageOf(params), c.var.deps.config.siteUrl), 400);
}

/**
 * The fields the payment page's own form posts (URL-encoded: an endpoint declares JSON or multipart
 * bodies only, and no API client posts this form).
 */
const PayFormSchema = z.looseObject({
  card_number: freeText().optional(),
  card_holder: freeText().optional(),
  issue_date: freeText().optional(),
  /** random (default), once or twice: how many times the notification is sent. */
  delivery: z.string().optional(),
  /** pay (default) or cancel. */
  action: z.string().optional(),
});

export function sandboxRoutes() {
  const router = createRouter();
  router.use(
    "/sandbox/*",
    existsWhen((config) => config.payment.testGateway),
    thisMachineOnly,
  );

  // ── GET /sandbox/pay ──────────────────────────────────────────────────────────────────────────
  router.openapi(
    createRoute(
      route(sandbox.payPage, {
        tags: ["sandbox"],
        summary: "The sandbox gateway's hosted payment page (the signed request in the query)",
        responses: {
          200: html("The payment page"),
          400: html("The request's signature does not match"),
          404: error("Not in sandbox mode"),
        },
      }),
    ),
    (c) => {
      const params = vnpFields(c.req.query());
      if (!acceptable(c, params)) return errorPage(c, params);
      for (const [name, value] of Object.entries(pageHeaders(returnOrigin(params)))) c.header(name, value);
      return c.html(
        renderPayPage({ params, language: languageOf(params), merchantName: MERCHANT_NAME }),
        200,
      );
    },
  );

  // ── POST /sandbox/pay ─────────────────────────────────────────────────────────────────────────
  router.openapi(
    createRoute({
      ...route(sandbox.pay, {
        tags: ["sandbox"],
        summary: "Pays (or cancels): notifies the merchant server-to-server and redirects the browser back",
        responses: {
          303: { description: "To vnp_ReturnUrl with the signed result" },
          400: html("The request's signature does not match"),
          422: html("Not a test card: the page again, with the error"),
        },
      }),
      request: { body: { content: { "application/x-www-form-urlencoded": { schema: PayFormSchema } } } },
    }),
    async (c) => {
      const { db, config, now, background } = c.var.deps;
      const form = await c.req.parseBody();
      const params = vnpFields(form);
      if (!acceptable(c, params)) return errorPage(c, params);
      const language = languageOf(params);
      const field = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");

      let outcome;
      if (field("action") === "cancel") outcome = CANCELLED;
      else if (isExpired(params, now())) outcome = EXPIRED;
      else outcome = cardOutcome(field("card_number"));
      if (!outcome) {
        for (const [name, value] of Object.entries(pageHeaders(returnOrigin(params)))) c.header(name, value);
        return c.html(
          renderPayPage({
            params,
            language,
            merchantName: MERCHANT_NAME,
            error: unknownCardMessage(language),
            values: {
              card_number: field("card_number").slice(0, 23),
              card_holder: field("card_holder").slice(0, 60),
              issue_date: field("issue_date").slice(0, 5),
            },
          }),
          422,
        );
      }

      const result = resultParams(params, outcome, now());
      const notification = { ...result, vnp_SecureHash: signParams(result, config.payment.hashSecret) };
      const mode = (["once", "twice", "random"] as const).find((m) => m === field("delivery")) ?? "random";
      const twice = deliversTwice(mode satisfies DeliveryMode, params.vnp_TxnRef ?? "");
      // The gateway's server calls our IPN handler; here directly, not over the network.
      background(async () => {
        const deliver = () => deliverNotification(() => processIpn(db, config, notification, now()));
        await (twice ? Promise.all([deliver(), deliver()]) : deliver());
      });
      return c.redirect(signedUrl(params.vnp_ReturnUrl!, result, config.payment.hashSecret), 303);
    },
  );

  router.route("/api", outboxRoutes());
  return router;
}

/** The SMS and mail outboxes, mounted at /api. */
function outboxRoutes() {
  const router = createRouter();
  router.use(
    "/sandbox/sms",
    existsWhen((config) => config.sandbox),
    thisMachineOnly,
  );
  router.use(
    "/sandbox/mail",
    existsWhen((config) => config.sandbox),
    thisMachineOnly,
  );

  // ── GET /api/sandbox/sms ──────────────────────────────────────────────────────────────────────
  router.openapi(
    createRoute(
      route(sandbox.smsOutbox, {
        tags: ["sandbox"],
        summary: "The sandbox SMS outbox for a phone number, newest first",
        responses: { 404: error("Not in sandbox mode"), 422: error("No phone number") },
        answer: "Messages",
      }),
    ),
    async (c) => {
      const phone = composePhone(c.req.valid("query").phone);
      const rows = phone ? await smsSentTo(c.var.deps.db, phone, OUTBOX_LISTED) : [];
      return c.json(
        {
          messages: rows.map((row) => ({
            body: row.body,
            created_at: row.createdAt.toISOString(),
            code: /(?<!\d)(\d{6})(?!\d)/.exec(row.body)?.[1] ?? null,
          })),
        },
        200,
      );
    },
  );

  // ── GET /api/sandbox/mail ─────────────────────────────────────────────────────────────────────
  router.openapi(
    createRoute(
      route(sandbox.mailOutbox, {
        tags: ["sandbox"],
        summary: "The sandbox mail outbox for an address, newest first",
        responses: { 404: error("Not in sandbox mode"), 422: error("No address") },
        answer: "Messages",
      }),
    ),
    async (c) => {
      const rows = await mailSentTo(c.var.deps.db, c.req.valid("query").to, OUTBOX_LISTED);
      return c.json(
        {
          messages: rows.map((row) => ({
            subject: row.subject,
            body: row.body,
            created_at: row.createdAt.toISOString(),
            link: /https?:\/\/\S+/.exec(row.body)?.[0] ?? null,
          })),
        },
        200,
      );
    },
  );

  return router;
}
