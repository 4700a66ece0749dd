/**
 * The studio's money calls (issue #36), for finance and admins: payments and their notifications, the
 * reconciliation, and refunds and adjustments. Asking for or approving a change of a balance is a
 * sensitive action: it takes a fresh code (step-up), as staff changes do.
 */
import * as endpoints from "@/lib/contract/endpoints/studio-money";
import { HttpError } from "../../http/errors";
import { message, type MessageKey } from "../../http/i18n";
import { error, route } from "../../http/openapi";
import type { createRouter } from "../../http/router";
import { pageMeta, pageRequest } from "../../shared/paging";
import { currentActor, studioRoute } from "./access";
import {
  adjustmentById,
  adjustmentList,
  approveAdjustment,
  balanceForFinance,
  declineAdjustment,
  requestAdjustment,
  requestRefund,
  type AdjustOutcome,
} from "./balances";
import { paymentForFinance, paymentList, reconciliation } from "./money";

const TAGS = ["studio"];
const MONEY = { kind: "permission", permission: "money" } as const;
const MONEY_STEP_UP = { ...MONEY, stepUp: true } as const;

const CHANGE_ERRORS = {
  404: error("No such account, payment or adjustment"),
  409: error(
    "Would take the balance below zero, decided already, the same person approving, or a refund that does not apply",
  ),
  422: error("Invalid input, with field errors"),
};

const paymentsRoute = studioRoute(
  MONEY,
  route(endpoints.studioPayments, {
    tags: TAGS,
    summary: "Payments by order or gateway reference, viewer, status and day, newest first",
    responses: { 422: error("Invalid query") },
    answer: "A page of payments",
  }),
);

const paymentRoute = studioRoute(
  MONEY,
  route(endpoints.studioPayment, {
    tags: TAGS,
    summary: "One payment with the gateway's notifications, its ledger rows, commission and refunds",
    responses: { 404: error("No such payment"), 422: error("Invalid id") },
    answer: "The payment",
  }),
);

const refundRoute = studioRoute(
  MONEY_STEP_UP,
  route(endpoints.studioRefundPayment, {
    tags: TAGS,
    summary:
      "Credit a payment the gateway took and the site did not, at the gateway's amount; from the threshold up it waits for a second person",
    responses: CHANGE_ERRORS,
    answer: "The refund, applied or pending",
  }),
);

const reconciliationRoute = studioRoute(
  MONEY,
  route(endpoints.studioReconciliation, {
    tags: TAGS,
    summary:
      "Our status against the gateway's signed notifications, mismatches first; unknown orders; unbalanced accounts",
    responses: { 422: error("Invalid query") },
    answer: "The reconciliation",
  }),
);

const balanceRoute = studioRoute(
  MONEY,
  route(endpoints.studioBalance, {
    tags: TAGS,
    summary: "A viewer's balance, its ledger and the adjustments asked for",
    responses: { 404: error("No such account"), 422: error("Invalid id") },
    answer: "The balance",
  }),
);

const adjustRoute = studioRoute(
  MONEY_STEP_UP,
  route(endpoints.studioAdjustBalance, {
    tags: TAGS,
    summary:
      "Credit or debit a balance with a reason, as a ledger row; from the threshold up it waits for a second person",
    responses: CHANGE_ERRORS,
    answer: "The adjustment, applied or pending",
  }),
);

const adjustmentsRoute = studioRoute(
  MONEY,
  route(endpoints.studioAdjustments, {
    tags: TAGS,
    summary: "Refunds and adjustments, newest first, by status",
    responses: { 422: error("Invalid query") },
    answer: "A page of adjustments",
  }),
);

const approveRoute = studioRoute(
  MONEY_STEP_UP,
  route(endpoints.studioApproveAdjustment, {
    tags: TAGS,
    summary: "Approve a pending refund or adjustment: someone other than who asked; it applies at once",
    responses: CHANGE_ERRORS,
    answer: "The adjustment as applied",
  }),
);

const declineRoute = studioRoute(
  MONEY,
  route(endpoints.studioDeclineAdjustment, {
    tags: TAGS,
    summary: "Decline a pending refund or adjustment with a note (who asked may withdraw it so)",
    responses: CHANGE_ERRORS,
    answer: "The adjustment as declined",
  }),
);

const REFUSALS: Record<string, { status: 404 | 409; key: MessageKey }> = {
  missing: { status: 404, key: "notFound" },
  overdraw: { status: 409, key: "studio.overdraw" },
  decided: { status: 409, key: "studio.adjustmentDecided" },
  same_person: { status: 409, key: "studio.secondPerson" },
  no_account: { status: 409, key: "studio.accountDeleted" },
  credited: { status: 409, key: "studio.alreadyCredited" },
  unproven: { status: 409, key: "studio.refundUnproven" },
  refund_exists: { status: 409, key: "studio.refundExists" },
};

type Ctx = Parameters<Parameters<ReturnType<typeof createRouter>["openapi"]>[1]>[0];

/** The adjustment as it is now, or the refusal that outcome means. */
async function answer<S extends 200 | 201>(c: Ctx, result: AdjustOutcome, status: S) {
  const refusal = REFUSALS[result.outcome];
  if (refusal || !("id" in result)) {
    const { status: code, key } = refusal ?? REFUSALS.decided!;
    throw new HttpError(code, message(c, key));
  }
  return c.json((await adjustmentById(c.var.deps.db, result.id))!, status);
}

export function studioMoneyRoutes(router: ReturnType<typeof createRouter>) {
  router.openapi(paymentsRoute, async (c) => {
    const query = c.req.valid("query");
    const { page, perPage } = pageRequest(query, 50);
    const { data, total } = await paymentList(
      c.var.deps.db,
      { q: query.q, status: query.status, from: query.from, to: query.to, page, perPage },
      c.var.deps.now(),
    );
    return c.json({ data, meta: pageMeta(page, perPage, total) }, 200);
  });

  router.openapi(paymentRoute, async (c) => {
    const payment = await paymentForFinance(c.var.deps.db, c.req.valid("param").id, c.var.deps.now());
    if (!payment) throw new HttpError(404, message(c, "notFound"));
    return c.json(payment, 200);
  });

  router.openapi(refundRoute, async (c) => {
    const { db, now } = c.var.deps;
    const { reason } = c.req.valid("json");
    return answer(c, await requestRefund(db, currentActor(c), c.req.valid("param").id, reason, now()), 201);
  });

  router.openapi(reconciliationRoute, async (c) => {
    const query = c.req.valid("query");
    const { page, perPage } = pageRequest(query, 50);
    const { total, ...rest } = await reconciliation(
      c.var.deps.db,
      { from: query.from, to: query.to, page, perPage },
      c.var.deps.now(),
    );
    return c.json({ ...rest, meta: pageMeta(page, perPage, total) }, 200);
  });

  router.openapi(balanceRoute, async (c) => {
    const balance = await balanceForFinance(c.var.deps.db, c.req.valid("param").id);
    if (!balance) throw new HttpError(404, message(c, "notFound"));
    return c.json(balance, 200);
  });

  router.openapi(adjustRoute, async (c) => {
    const { db, now } = c.var.deps;
    const body = c.req.valid("json");
    return answer(c, await requestAdjustment(db, currentActor(c), c.req.valid("param").id, body, now()), 201);
  });

  router.openapi(adjustmentsRoute, async (c) => {
    const query = c.req.valid("query");
    const { page, perPage } = pageRequest(query, 50);
    const { data, total } = await adjustmentList(c.var.deps.db, query.status, { page, perPage });
    return c.json({ data, meta: pageMeta(page, perPage, total) }, 200);
  });

  router.openapi(approveRoute, async (c) => {
    const { db, now } = c.var.deps;
    return answer(c, await approveAdjustment(db, currentActor(c), c.req.valid("param").id, now()), 200);
  });

  router.openapi(declineRoute, async (c) => {
    const { db, now } = c.var.deps;
    const { note } = c.req.valid("json");
    return answer(c, await declineAdjustment(db, currentActor(c), c.req.valid("param").id, note, now()), 200);
  });
}
