/**
 * The social calls only the Next server may make (signed, architecture §4): sign in by a provider-verified
 * e-mail (404: register instead), or register with it.
 */
import { createRoute } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import * as accounts from "@/lib/contract/endpoints/accounts";
import type { UserRow } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { HttpError } from "../../http/errors";
import { message } from "../../http/i18n";
import { createRouter } from "../../http/router";
import { TAGS } from "@/lib/catalogue/tags";
import { tagChanged } from "../../http/cache-control";
import { linkSocialIdentity, registerSocialAccount } from "./social-accounts";
import { error, route } from "../../http/openapi";
import {
  findUserByEmail,
  findUserBySocialIdentity,
  isUniqueViolation,
  socialEmailInUse,
  toUserJson,
} from "./users";
import { SOCIAL_SIGNATURE_HEADER, verifySocialSignature } from "./social";
import { assertActive, errors, fieldError, referrerFor, signIn } from "./route-helpers";

/** Only the Next server, holding the shared secret, can call the social endpoints (architecture §4). */
const requireSocialSignature: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { config, now } = c.var.deps;
  const rawBody = await c.req.text();
  if (!verifySocialSignature(config.socialSecret, c.req.header(SOCIAL_SIGNATURE_HEADER), rawBody, now())) {
    throw new HttpError(401, message(c, "accounts.badSignature"));
  }
  await next();
};

const badSignature = { 401: error("Missing, wrong or stale signature") };

const socialLoginRoute = createRoute({
  ...route(accounts.socialLogin, {
    tags: ["accounts"],
    summary: "Sign in with a provider-verified e-mail (Next server only, X-Cineva-Signature)",
    responses: {
      ...badSignature,
      404: error("No account: register (prefill)"),
      ...errors(403, 422, 423),
    },
    answer: "Signed in",
  }),
  middleware: [requireSocialSignature],
});

const socialRegisterRoute = createRoute({
  ...route(accounts.socialRegister, {
    tags: ["accounts"],
    summary: "Create an account for a provider-verified e-mail (Next server only, X-Cineva-Signature)",
    responses: {
      ...badSignature,
      ...errors(422),
    },
    answer: "Created and signed in",
  }),
  middleware: [requireSocialSignature],
});

export function socialRoutes() {
  const router = createRouter();

  router.openapi(socialLoginRoute, async (c) => {
    const { db, now } = c.var.deps;
    const { email, provider } = c.req.valid("json");
    let user = await findUserBySocialIdentity(db, provider, email);
    const linkByEmail = !user;
    // Only an address the account's owner confirmed links it: a profile claiming someone else's
    // address (unconfirmed) would otherwise be handed that person's first Google or Apple sign-in.
    // Unconfirmed, the viewer gets the registration path (404) instead.
    user ??= await findUserByEmail(db, email);
    if (!user) throw new HttpError(404, message(c, "accounts.socialNotFound"));
    assertActive(c, user);
    if (linkByEmail) {
      await linkSocialIdentity(db, { userId: user.id, provider, email, now: now() });
    }
    return c.json({ access_token: await signIn(c, user.id), user: toUserJson(user) }, 200);
  });

  router.openapi(socialRegisterRoute, async (c) => {
    const { db, now, config } = c.var.deps;
    const body = c.req.valid("json");
    const referrer = await referrerFor(c, body.referred_code);
    if ((await findUserByEmail(db, body.email)) || (await socialEmailInUse(db, body.email))) {
      throw fieldError(c, "email", message(c, "accounts.emailRegistered"));
    }
    let created: { user: UserRow; token: string };
    try {
      created = await registerSocialAccount(db, {
        provider: body.provider,
        email: body.email,
        username: body.username,
        referrerId: referrer?.id ?? null,
        now: now(),
        tokenTtlSeconds: config.tokenTtlSeconds,
      });
    } catch (failure) {
      if (isUniqueViolation(failure)) throw fieldError(c, "email", message(c, "accounts.emailRegistered"));
      throw failure;
    }
    // The referrer earned the invite's points.
    if (referrer) tagChanged(c, TAGS.leaderboard);
    return c.json({ access_token: created.token, user: toUserJson(created.user) }, 201);
  });

  return router;
}
