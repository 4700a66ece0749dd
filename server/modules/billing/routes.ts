/** Billing's endpoints (issue #38): Premium, rentals, and the receipts of both. */
import * as billing from "@/lib/contract/endpoints/billing";
import { RECEIPTS_PER_PAGE } from "@/lib/contract/billing";
import { currentUser } from "../../http/auth";
import { createRouter } from "../../http/router";
import { invalidQuery, route, signedInRoute } from "../../http/openapi";
import { pageRequest } from "../../shared/paging";
import { receiptJson } from "./answers";
import { premiumRoutes } from "./premium-routes";
import { receiptPage } from "./purchases";
import { rentalRoutes } from "./rental-routes";
import { titleNames } from "./rentals";

export function billingRoutes() {
  const router = createRouter();
  router.route("/", premiumRoutes());
  router.route("/", rentalRoutes());

  // ── GET /purchases ────────────────────────────────────────────────────────────────────────────
  router.openapi(
    signedInRoute(
      route(billing.receipts, {
        tags: ["billing"],
        summary: "The caller's purchases, newest first: their receipts",
        responses: { ...invalidQuery },
        answer: "A page of receipts",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const { db } = c.var.deps;
      const page = pageRequest(c.req.valid("query"), RECEIPTS_PER_PAGE);
      const { rows, meta } = await receiptPage(db, user.id, page);
      const names = await titleNames(db, rows);
      return c.json({ data: rows.map((row) => receiptJson(c, row, names)), meta }, 200);
    },
  );

  return router;
}
