/**
 * The studio's distributor-application calls (issue #36): the queue, and approving or declining one.
 * The accounts permission: moderators and admins.
 */
import * as endpoints from "@/lib/contract/endpoints/studio-accounts";
import { HttpError } from "../../http/errors";
import { message } from "../../http/i18n";
import { error, route } from "../../http/openapi";
import type { createRouter } from "../../http/router";
import { pageMeta, pageRequest } from "../../shared/paging";
import { currentActor, studioRoute } from "./access";
import { applicationList, decideApplication, type Decision } from "./applications";

const TAGS_OF_STUDIO = ["studio"];
const ACCOUNTS = { kind: "permission", permission: "accounts" } as const;
const DECISION_ERRORS = {
  404: error("No such application"),
  409: error("It was approved or declined already"),
  422: error("Invalid fields"),
};

const listRoute = studioRoute(
  ACCOUNTS,
  route(endpoints.studioApplications, {
    tags: TAGS_OF_STUDIO,
    summary: "Distributor applications: pending ones oldest first, or decided ones newest first",
    responses: { 422: error("Invalid query") },
    answer: "A page of applications",
  }),
);

const approveRoute = studioRoute(
  ACCOUNTS,
  route(endpoints.studioApproveApplication, {
    tags: TAGS_OF_STUDIO,
    summary: "Approve an application: the account becomes a distributor at this commission rate",
    responses: DECISION_ERRORS,
    answer: "The application as decided",
  }),
);

const declineRoute = studioRoute(
  ACCOUNTS,
  route(endpoints.studioDeclineApplication, {
    tags: TAGS_OF_STUDIO,
    summary: "Decline an application with a reply the applicant reads in their profile",
    responses: DECISION_ERRORS,
    answer: "The application as decided",
  }),
);

type Ctx = Parameters<Parameters<ReturnType<typeof createRouter>["openapi"]>[1]>[0];

async function decide(c: Ctx, id: number, decision: Decision) {
  const { db, now } = c.var.deps;
  const result = await decideApplication(db, currentActor(c), id, decision, now());
  if (result.outcome === "missing") throw new HttpError(404, message(c, "notFound"));
  if (result.outcome === "decided-before") throw new HttpError(409, message(c, "studio.decidedBefore"));
  return c.json(result.application, 200);
}

export function studioApplicationRoutes(router: ReturnType<typeof createRouter>) {
  router.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const { page, perPage } = pageRequest(query, 20);
    const { data, total } = await applicationList(c.var.deps.db, {
      status: query.status ?? "pending",
      page,
      perPage,
    });
    return c.json({ data, meta: pageMeta(page, perPage, total) }, 200);
  });

  router.openapi(approveRoute, async (c) => {
    const body = c.req.valid("json");
    return decide(c, c.req.valid("param").id, {
      kind: "approve",
      commissionRateBp: body.commission_rate_bp,
      reply: body.reply,
    });
  });

  router.openapi(declineRoute, async (c) => {
    return decide(c, c.req.valid("param").id, { kind: "decline", reply: c.req.valid("json").reply });
  });
}
