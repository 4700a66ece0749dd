/**
 * The studio's account calls (issue #36): moderators and admins find a viewer, open the account, and
 * set its state with a reason. The state takes effect on the viewer's next call (requireUser).
 */
import * as endpoints from "@/lib/contract/endpoints/studio-accounts";
import { HttpError } from "../../http/errors";
import { message } from "../../http/i18n";
import { error, route } from "../../http/openapi";
import type { createRouter } from "../../http/router";
import { pageMeta, pageRequest } from "../../shared/paging";
import { currentActor, studioRoute } from "./access";
import { eraseAccount, isSocialPlaceholderPhone, sendPasswordResetCode } from "../accounts";
import { revokeAllTokens } from "../sessions";
import { accountForModerator, accountList, setAccountStatus, supportTarget } from "./accounts";
import { recordAudit } from "./audit";

const TAGS_OF_STUDIO = ["studio"];
const ACCOUNTS = { kind: "permission", permission: "accounts" } as const;

const listRoute = studioRoute(
  ACCOUNTS,
  route(endpoints.studioAccounts, {
    tags: TAGS_OF_STUDIO,
    summary: "Accounts found by phone, e-mail or name, newest first",
    responses: { 422: error("Invalid query") },
    answer: "A page of accounts",
  }),
);

const accountRoute = studioRoute(
  ACCOUNTS,
  route(endpoints.studioAccount, {
    tags: TAGS_OF_STUDIO,
    summary:
      "One account: profile, points, balance and its ledger, payments, what they watched, state changes",
    responses: { 404: error("No such account"), 422: error("Invalid id") },
    answer: "The account",
  }),
);

const statusRoute = studioRoute(
  ACCOUNTS,
  route(endpoints.studioSetAccountStatus, {
    tags: TAGS_OF_STUDIO,
    summary: "Set an account active, inactive or blocked, with a reason; the viewer's next call meets it",
    responses: {
      404: error("No such account"),
      409: error("A staff account: an admin removes its role first"),
      422: error("Invalid state or reason"),
    },
    answer: "The account as it is now",
  }),
);

const resetRoute = studioRoute(
  ACCOUNTS,
  route(endpoints.studioSendPasswordReset, {
    tags: TAGS_OF_STUDIO,
    summary: "Send the viewer a password-reset code by SMS, and maybe end all their sessions",
    responses: {
      404: error("No such account"),
      409: error("A staff account, or an account with no confirmed phone"),
      429: error("Too many codes for this phone (Retry-After)"),
      503: error("The SMS could not be sent"),
    },
    answer: "Sent",
  }),
);

const eraseRoute = studioRoute(
  { ...ACCOUNTS, stepUp: true },
  route(endpoints.studioEraseAccount, {
    tags: TAGS_OF_STUDIO,
    summary:
      "Erase an account at the viewer's request: profile, sessions, activity and points go; payments and the ledger stay, unlinked",
    responses: {
      404: error("No such account"),
      409: error("A staff account: an admin removes its role first"),
      422: error("No reason given"),
    },
    answer: "Erased",
  }),
);

type Ctx = Parameters<Parameters<ReturnType<typeof createRouter>["openapi"]>[1]>[0];

async function viewerOr404(c: Ctx, id: number) {
  const target = await supportTarget(c.var.deps.db, id);
  if (target.outcome === "viewer") return target.user;
  if (target.outcome === "staff") throw new HttpError(409, message(c, "studio.staffAccount"));
  throw new HttpError(404, message(c, "notFound"));
}

export function studioAccountRoutes(router: ReturnType<typeof createRouter>) {
  router.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const { page, perPage } = pageRequest(query, 50);
    const { data, total } = await accountList(c.var.deps.db, {
      q: query.q,
      status: query.status,
      page,
      perPage,
    });
    return c.json({ data, meta: pageMeta(page, perPage, total) }, 200);
  });

  router.openapi(accountRoute, async (c) => {
    const account = await accountForModerator(c.var.deps.db, c.req.valid("param").id);
    if (!account) throw new HttpError(404, message(c, "notFound"));
    return c.json(account, 200);
  });

  router.openapi(statusRoute, async (c) => {
    const { db, now } = c.var.deps;
    const { id } = c.req.valid("param");
    const result = await setAccountStatus(db, currentActor(c), id, c.req.valid("json"), now());
    if (result.outcome === "missing") throw new HttpError(404, message(c, "notFound"));
    if (result.outcome === "staff") throw new HttpError(409, message(c, "studio.staffAccount"));
    return c.json((await accountForModerator(db, id))!, 200);
  });

  router.openapi(resetRoute, async (c) => {
    const { db, now } = c.var.deps;
    const user = await viewerOr404(c, c.req.valid("param").id);
    if (isSocialPlaceholderPhone(user.phoneNumber) || !user.phoneVerifiedAt)
      throw new HttpError(409, message(c, "studio.noPhoneForReset"));
    await sendPasswordResetCode(c, user.phoneNumber, { bySupport: true });
    const { sign_out: signOut } = c.req.valid("json");
    if (signOut) await revokeAllTokens(db, user.id, now());
    await recordAudit(
      db,
      currentActor(c),
      {
        action: "account.password_reset",
        target: { type: "account", id: user.id },
        after: { signed_out: signOut },
      },
      now(),
    );
    return c.json({ message: message(c, signOut ? "studio.resetSentSignedOut" : "studio.resetSent") }, 200);
  });

  router.openapi(eraseRoute, async (c) => {
    const { db, now } = c.var.deps;
    const user = await viewerOr404(c, c.req.valid("param").id);
    await eraseAccount(c, user);
    // Who was erased and why, not what they held: their data is gone, the audit trail keeps no copy.
    await recordAudit(
      db,
      currentActor(c),
      {
        action: "account.erase",
        target: { type: "account", id: user.id },
        before: { status: user.status, role: user.role, balance: user.balance },
        after: { reason: c.req.valid("json").reason },
      },
      now(),
    );
    return c.json({ message: message(c, "studio.accountErased") }, 200);
  });
}
