import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import * as payments from "@/lib/contract/endpoints/payments";
import { PAYMENTS_PER_PAGE, type Payment } from "@/lib/contract/payments";
import { parseId } from "@/lib/contract/ids";
import { formatVnd } from "@/lib/money";
import { addressLocale, localizedPath } from "@/lib/i18n/addresses";
import type { Locale } from "@/lib/i18n/config";
import { safeReturnPath } from "@/lib/url";
import { clientIp, currentUser, limit } from "../../http/auth";
import type { AppEnv } from "../../http/context";
import { HttpError } from "../../http/errors";
import { languageOf, message } from "../../http/i18n";
import { pageRequest } from "../../shared/paging";
import { notFoundError } from "../../http/not-found";
import { createRouter } from "../../http/router";
import { error, invalidQuery, optionalUserRoute, signedInRoute, route } from "../../http/openapi";
import {
  type PaymentRow,
  balanceOf,
  paymentPage,
  createTopUp,
  ownPayment,
  paymentByOrderRef,
  processIpn,
} from "./payments";
import { statusAt } from "./status";
import { IPN_ANSWERS, fromVnpAmount, responseMessage, verifyParams } from "./vnpay";

type Ctx = Context<AppEnv>;

/** Where the gateway returns the browser by default (product §2.2 "/topup/result"). */
export const RETURN_PATH = "/topup/result";

/**
 * Our own absolute return URL for a requested same-site path; null for anything else. The gateway
 * brings the payer back in the language the payment started in: a path that names no language gets
 * the payment's ("/topup/result" → "/en/topup/result"), whatever the browser's cookie or languages say.
 */
export function resolveReturnUrl(
  siteUrl: string,
  requested: string | undefined,
  language: Locale,
): string | null {
  const site = new URL(siteUrl);
  const inLanguage = (path: string) => (addressLocale(path) ? path : localizedPath(language, path));
  if (requested === undefined || requested === "") return `${site.origin}${inLanguage(RETURN_PATH)}`;
  let url: URL;
  try {
    url = new URL(requested, `${site.origin}/`);
  } catch {
    return null;
  }
  if (url.origin !== site.origin || (url.protocol !== "https:" && url.protocol !== "http:")) return null;
  if (url.username || url.password) return null;
  // "/.//evil.com" resolves to the path "//evil.com": on its own that path is another host.
  const path = safeReturnPath(url.pathname);
  return path === null ? null : `${site.origin}${inLanguage(path)}`;
}

/** VNPay wants an IPv4/IPv6 address; behind no proxy we are our own caller. */
function gatewayIp(c: Ctx): string {
  const ip = clientIp(c);
  return /^[0-9a-fA-F:.]{2,45}$/.test(ip) ? ip : "127.0.0.1";
}

function paymentJson(c: Ctx, row: PaymentRow): Payment {
  return {
    id: row.id,
    order_ref: row.orderRef,
    amount: row.amount,
    method: row.method,
    status: statusAt(row, c.var.deps.now()),
    response_code: row.responseCode,
    response_message: responseMessage(row.responseCode, languageOf(c)),
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** The vnp_* parameters of the query, as sent. */
function vnpQuery(c: Ctx): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(c.req.query())) if (key.startsWith("vnp_")) query[key] = value;
  return query;
}

export function paymentRoutes() {
  const router = createRouter();

  // ── POST /payments/top-up ─────────────────────────────────────────────────────────────────────
  router.openapi(
    signedInRoute(
      route(payments.topUp, {
        tags: ["payments"],
        summary: "Starts a top-up: a pending payment and the signed gateway URL",
        responses: {
          422: error("Invalid amount, method or return address"),
          429: error("Too many top-ups started"),
          503: error("No card gateway is configured"),
        },
        answer: "Send the browser to payment_url",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const input = c.req.valid("json");
      const { db, config, now } = c.var.deps;
      if (!config.payment.available) {
        throw new HttpError(503, message(c, "payments.unavailable"), undefined, { "Retry-After": "3600" });
      }
      const language = input.locale ?? languageOf(c);
      const returnUrl = resolveReturnUrl(config.siteUrl, input.return_url, language);
      if (!returnUrl) {
        throw new HttpError(422, message(c, "invalid"), {
          return_url: [message(c, "payments.badReturnUrl")],
        });
      }
      await limit(c, `top-up:${user.id}`, 10, 600);
      const { payment, paymentUrl } = await createTopUp(db, config, {
        userId: user.id,
        amount: input.amount,
        method: input.method,
        language,
        ipAddr: gatewayIp(c),
        returnUrl,
        now: now(),
      });
      return c.json({ payment_id: payment.id, order_ref: payment.orderRef, payment_url: paymentUrl }, 201);
    },
  );

  // ── GET /payments/verify-return ───────────────────────────────────────────────────────────────
  router.openapi(
    optionalUserRoute(
      route(payments.verifyReturn, {
        tags: ["payments"],
        summary: "Checks the gateway's return query and answers the payment's real status from our records",
        answer: "Verified (valid) or not (invalid)",
      }),
    ),
    async (c) => {
      const { db, config, now } = c.var.deps;
      const query = vnpQuery(c);
      const invalid = { valid: false as const, message: message(c, "payments.invalidReturn") };
      if (!verifyParams(query, config.payment.hashSecret) || !query.vnp_TxnRef) return c.json(invalid, 200);
      const payment = await paymentByOrderRef(db, query.vnp_TxnRef);
      if (!payment || fromVnpAmount(query.vnp_Amount) !== payment.amount) return c.json(invalid, 200);

      const lang = languageOf(c);
      const code = query.vnp_ResponseCode ?? null;
      // The gateway's signed return says it took the money: its notification is on the way, whatever the clock says.
      const status = payment.status === "pending" && code === "00" ? "pending" : statusAt(payment, now());
      let text: string;
      if (status === "succeeded")
        text = message(c, "payments.succeeded", { amount: formatVnd(payment.amount, lang) });
      else if (status === "pending")
        text = message(c, code === "00" ? "payments.confirming" : "payments.pending");
      else if (status === "expired") text = message(c, "payments.expired");
      else
        text = responseMessage(payment.responseCode ?? code ?? "99", lang) ?? message(c, "payments.pending");

      const owner = c.var.user !== null && c.var.user.id === payment.userId;
      return c.json(
        {
          valid: true as const,
          response_code: code,
          message: text,
          payment: {
            order_ref: payment.orderRef,
            amount: payment.amount,
            status,
            created_at: payment.createdAt.toISOString(),
            paid_at: payment.paidAt?.toISOString() ?? null,
          },
          payment_id: owner ? payment.id : null,
          balance: owner ? await balanceOf(db, payment.userId!) : null,
        },
        200,
      );
    },
    (result, c) => {
      if (!result.success)
        return c.json({ valid: false as const, message: message(c, "payments.invalidReturn") }, 200);
    },
  );

  // ── GET /payments/vnpay-ipn ───────────────────────────────────────────────────────────────────
  router.openapi(
    createRoute(
      route(payments.vnpayIpn, {
        tags: ["payments"],
        summary: "The gateway's server-to-server notification (signed; idempotent)",
        description:
          "Answers VNPay's { RspCode, Message }: 00 confirmed, 01 order not found, 02 already confirmed, 04 invalid amount, 97 invalid signature, 99 unknown error.",
        answer: "The answer the gateway expects",
      }),
    ),
    async (c) => {
      const { db, config, now } = c.var.deps;
      await limit(c, `ipn:${clientIp(c)}`, 600, 60);
      const answer = await processIpn(db, config, vnpQuery(c), now());
      return c.json(answer, 200);
    },
    // A query that does not even parse (a repeated key, say) cannot carry a valid signature.
    (result, c) => {
      if (!result.success) return c.json(IPN_ANSWERS.invalidSignature, 200);
    },
  );

  // ── GET /payments ─────────────────────────────────────────────────────────────────────────────
  router.openapi(
    signedInRoute(
      route(payments.payments, {
        tags: ["payments"],
        summary: "The caller's payments, newest first",
        responses: { ...invalidQuery },
        answer: "A page of payments",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const { db } = c.var.deps;
      const { rows, meta } = await paymentPage(
        db,
        user.id,
        pageRequest(c.req.valid("query"), PAYMENTS_PER_PAGE),
      );
      return c.json(
        {
          data: rows.map((row) => paymentJson(c, row)),
          meta,
          balance: await balanceOf(db, user.id),
        },
        200,
      );
    },
  );

  // ── GET /payments/{id} ────────────────────────────────────────────────────────────────────────
  router.openapi(
    signedInRoute(
      route(payments.payment, {
        tags: ["payments"],
        summary: "One of the caller's payments, and their balance",
        responses: { 404: error("No such payment of the caller") },
        answer: "The payment",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const { db } = c.var.deps;
      const id = parseId(c.req.valid("param").id);
      const payment = id === null ? null : await ownPayment(db, user.id, id);
      if (!payment) throw notFoundError(c);
      return c.json({ payment: paymentJson(c, payment), balance: await balanceOf(db, user.id) }, 200);
    },
  );

  return router;
}
