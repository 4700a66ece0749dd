/**
 * Signing in and out with a phone number and password, the signed-in user, and deleting an account.
 * 401 no live token or wrong credentials; 403 inactive, phone not verified, or (delete) credentials
 * that do not match the signed-in account; 422 bad input; 423 blocked; 429 rate limited (Retry-After).
 */
import { createRoute } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import * as accounts from "@/lib/contract/endpoints/accounts";
import { currentUser, requireUser } from "../../http/auth";
import type { AppEnv } from "../../http/context";
import { HttpError } from "../../http/errors";
import { message } from "../../http/i18n";
import { createRouter } from "../../http/router";
import { error, signedInRoute, route } from "../../http/openapi";
import { findUserByPhone, normalisePhone, toUserJson } from "./users";
import { isSocialPlaceholderPhone } from "./social";
import { revokeToken, userForToken } from "../sessions";
import {
  eraseAccount,
  assertActive,
  errors,
  passwordMatches,
  phoneNotVerified,
  phoneOr422,
  SIGN_IN_ERRORS,
  signIn,
  wrongCredentials,
} from "./route-helpers";

/** Any live token, whatever the account's state: logout must always be able to revoke it. */
const requireToken: MiddlewareHandler<AppEnv> = async (c, next) => {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec((c.req.header("authorization") ?? "").trim());
  const found = match?.[1] ? await userForToken(c.var.deps.db, match[1], c.var.deps.now()) : null;
  if (!found) throw new HttpError(401, message(c, "unauthenticated"));
  c.set("user", found.user);
  c.set("tokenId", found.tokenId);
  await next();
};

const userInfoRoute = signedInRoute(
  route(accounts.userInfo, {
    tags: ["accounts"],
    summary: "The signed-in user",
    answer: "The user object",
  }),
);

const loginRoute = createRoute(
  route(accounts.login, {
    tags: ["accounts"],
    summary: "Sign in with phone number and password",
    responses: SIGN_IN_ERRORS,
    answer: "Signed in",
  }),
);

const logoutRoute = createRoute({
  ...route(accounts.logout, {
    tags: ["accounts"],
    summary: "Revoke the token used",
    responses: errors(401),
    answer: "Signed out",
  }),
  middleware: [requireToken],
});

const getUserRoute = createRoute(
  route(accounts.userWithPassword, {
    tags: ["accounts"],
    summary: "The user behind a phone number and password",
    responses: { 401: SIGN_IN_ERRORS[401], 422: SIGN_IN_ERRORS[422], 429: SIGN_IN_ERRORS[429] },
    answer: "Credentials match",
  }),
);

const deleteUserRoute = createRoute({
  ...route(accounts.deleteAccount, {
    tags: ["accounts"],
    summary:
      'Delete the signed-in account, confirmed with its phone number ("" for a Google or Apple account) and password',
    responses: {
      ...errors(401, 422, 423, 429),
      403: error("The credentials do not match the signed-in account"),
    },
    answer: "Deleted",
  }),
  middleware: [requireUser],
});

export function sessionRoutes() {
  const router = createRouter();

  router.openapi(userInfoRoute, (c) => c.json(toUserJson(currentUser(c)), 200));

  router.openapi(loginRoute, async (c) => {
    const body = c.req.valid("json");
    const phone = phoneOr422(c, body.phone_number);
    const user = await findUserByPhone(c.var.deps.db, phone);
    const check = await passwordMatches(c, phone, user, body.password);
    if (!check.ok || !user) throw wrongCredentials(c, check.attemptsLeft);
    assertActive(c, user);
    if (!user.phoneVerifiedAt) throw phoneNotVerified(c);
    return c.json({ access_token: await signIn(c, user.id), user: toUserJson(user) }, 200);
  });

  router.openapi(logoutRoute, async (c) => {
    const { db, now } = c.var.deps;
    if (c.var.tokenId !== null) await revokeToken(db, c.var.tokenId, now());
    return c.json({ message: message(c, "accounts.loggedOut") }, 200);
  });

  router.openapi(getUserRoute, async (c) => {
    const body = c.req.valid("json");
    const phone = phoneOr422(c, body.phone_number);
    const user = await findUserByPhone(c.var.deps.db, phone);
    const check = await passwordMatches(c, phone, user, body.password);
    // A registration whose phone was never verified is not an account yet.
    if (!check.ok || !user || !user.phoneVerifiedAt) throw wrongCredentials(c, check.attemptsLeft);
    return c.json({ user: toUserJson(user) }, 200);
  });

  router.openapi(deleteUserRoute, async (c) => {
    const me = currentUser(c);
    const body = c.req.valid("json");
    // The credentials must be the signed-in account's own; limits as for sign-in, on its phone. An
    // account made through Google or Apple has no phone: "" stands for it, with the password it set.
    const phoneMatches = isSocialPlaceholderPhone(me.phoneNumber)
      ? body.phone_number === ""
      : body.phone_number !== "" && normalisePhone(body.phone_number) === me.phoneNumber;
    const matches = (await passwordMatches(c, me.phoneNumber, me, body.password)).ok && phoneMatches;
    // 403, not 401: a typo must not sign the viewer out (any 401 clears the session, product §4.1).
    if (!matches) throw new HttpError(403, message(c, "accounts.credentialsMismatch"));
    await eraseAccount(c, me);
    return c.json({ message: message(c, "accounts.accountDeleted") }, 200);
  });

  return router;
}
