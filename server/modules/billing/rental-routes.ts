/** Rentals' endpoints (issue #38): renting a title from the balance, and the caller's rentals. */
import * as billing from "@/lib/contract/endpoints/billing";
import { formatDateTime } from "@/lib/date-time";
import { RENTAL_WATCH_HOURS } from "@/lib/billing/rules";
import { currentUser, limit } from "../../http/auth";
import { languageOf, message } from "../../http/i18n";
import { createRouter } from "../../http/router";
import { error, route, signedInRoute } from "../../http/openapi";
import { receiptJson, refusal, rentalJson } from "./answers";
import { PURCHASE_LIMIT } from "./premium-routes";
import { rentalsOf, rentTitle, titleNames } from "./rentals";

export function rentalRoutes() {
  const router = createRouter();

  // ── POST /rentals ─────────────────────────────────────────────────────────────────────────────
  router.openapi(
    signedInRoute(
      route(billing.rent, {
        tags: ["billing"],
        summary:
          "Rents a title from the balance at its price now: 30 days to start it, 48 hours once started; a key sent again rents nothing more",
        responses: {
          402: error("The balance is short of the price"),
          404: error("No such title for rent"),
          409: error("Already rented and not over, or the key already bought something else"),
          422: error("Invalid title or key"),
          429: error("Too many purchases"),
        },
        answer: "Rented (or, for a key already used, the rental it made)",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const input = c.req.valid("json");
      const { db, now } = c.var.deps;
      await limit(c, `purchase:${user.id}`, PURCHASE_LIMIT.calls, PURCHASE_LIMIT.seconds);
      const rented = await rentTitle(db, {
        userId: user.id,
        kind: input.kind,
        id: input.id,
        key: input.idempotency_key,
        now: now(),
      }).catch((cause: unknown) => refusal(c, cause, "billing.notForRent"));
      const names = await titleNames(db, [rented.gave]);
      const rental = rentalJson(c, rented.gave, names);
      return c.json(
        {
          message: message(c, "billing.rented", {
            title: rental.title,
            startBy: formatDateTime(rented.gave.startBy, languageOf(c)),
            hours: RENTAL_WATCH_HOURS,
          }),
          receipt: receiptJson(c, rented.purchase, names),
          rental,
          balance: rented.balance,
        },
        201,
      );
    },
  );

  // ── GET /rentals ──────────────────────────────────────────────────────────────────────────────
  router.openapi(
    signedInRoute(
      route(billing.rentals, {
        tags: ["billing"],
        summary: "The caller's rentals, newest first, each with where its clock stands",
        answer: "The caller's rentals",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const { rows, names } = await rentalsOf(c.var.deps.db, user.id);
      return c.json({ data: rows.map((row) => rentalJson(c, row, names)) }, 200);
    },
  );

  return router;
}
