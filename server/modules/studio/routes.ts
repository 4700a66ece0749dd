/**
 * The studio's session and audit calls (issue #36). Sign-in is phone and password (the limits and
 * answers of the site's own sign-in), then the second factor on a session that can do nothing else;
 * the first sign-in sets up the authenticator app and hands out the recovery codes once.
 */
import * as studio from "@/lib/contract/endpoints/studio";
import { PERMISSIONS, may } from "@/lib/studio/roles";
import { clientIp, tooManyRequests } from "../../http/auth";
import { HttpError } from "../../http/errors";
import { message } from "../../http/i18n";
import { error, route } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { pageMeta, pageRequest } from "../../shared/paging";
import { assertActive, findUserByPhone, passwordMatches, phoneOr422, wrongCredentials } from "../accounts";
import { currentActor, currentStaff, studioRoute } from "./access";
import { studioAccountRoutes } from "./accounts-routes";
import { studioApplicationRoutes } from "./applications-routes";
import { studioArtworkRoutes } from "./artwork-routes";
import { studioBlogRoutes } from "./blog-routes";
import { studioLegalRoutes } from "./legal-routes";
import { studioCatalogueRoutes } from "./catalogue-routes";
import { studioDashboardRoutes } from "./dashboard-routes";
import { studioEpisodeRoutes } from "./episodes-routes";
import { studioHomeRoutes } from "./home-routes";
import { studioMoneyRoutes } from "./money-routes";
import { studioStaffRoutes } from "./staff-routes";
import { studioUploadRoutes } from "./uploads-routes";
import { studioPackagingRoutes } from "./packaging-routes";
import { studioMediaLiveRoutes } from "./media-live-routes";
import { auditPage, recordAudit } from "./audit";
import { isPublishedDemoSecret } from "./demo-staff";
import { otpauthUrl } from "./second-factor";
import { checkSecondFactor, enrolmentSecret, staffAccount } from "./staff";
import {
  confirmStudioSession,
  openStudioSession,
  revokeStudioSession,
  stepUpStudioSession,
  stepUpUntil,
} from "./sessions";
import type { Context } from "hono";
import type { AppEnv } from "../../http/context";

const TAGS = ["studio"];

/** Codes per staff member and per address: six digits fall to guessing only by the million. */
const CODE_LIMITS = { perStaff: [10, 15 * 60], perIp: [30, 15 * 60] } as const;

const signInRoute = studioRoute(
  { kind: "sign-in" },
  route(studio.studioSignIn, {
    tags: TAGS,
    summary: "Open a studio session with a staff member's phone and password (the code comes next)",
    responses: {
      401: error("Wrong phone or password"),
      403: error("Not staff, or the account is inactive"),
      422: error("Invalid input, with field errors"),
      423: error("Account blocked"),
      429: error("Too many attempts (Retry-After)"),
    },
    answer: "A session waiting for its second factor; on the first sign-in, the secret to set up",
  }),
);

const secondFactorRoute = studioRoute(
  { kind: "second-factor" },
  route(studio.studioSecondFactor, {
    tags: TAGS,
    summary: "Give the code from the authenticator app, or a recovery code",
    responses: { 422: error("Wrong or used code"), 429: error("Too many codes (Retry-After)") },
    answer: "The session works; after setting up, the recovery codes (shown once)",
  }),
);

const stepUpRoute = studioRoute(
  { kind: "permission", permission: "studio" },
  route(studio.studioStepUp, {
    tags: TAGS,
    summary: "Give a code again before a sensitive action",
    responses: { 422: error("Wrong or used code"), 429: error("Too many codes (Retry-After)") },
    answer: "Sensitive actions go through until step_up_until",
  }),
);

const signOutRoute = studioRoute(
  { kind: "session" },
  route(studio.studioSignOut, { tags: TAGS, summary: "End the studio session", answer: "Signed out" }),
);

const meRoute = studioRoute(
  { kind: "permission", permission: "studio" },
  route(studio.studioMe, {
    tags: TAGS,
    summary: "The signed-in staff member",
    answer: "Their role and session",
  }),
);

const auditRoute = studioRoute(
  { kind: "permission", permission: "staff" },
  route(studio.studioAudit, {
    tags: TAGS,
    summary: "The audit trail, newest first (admins)",
    responses: { 422: error("Invalid query") },
    answer: "A page of the trail",
  }),
);

/** A wrong code: 422 at the field, like any other wrong input. */
function wrongCode(c: Context<AppEnv>) {
  return new HttpError(422, message(c, "invalid"), { code: [message(c, "studio.wrongCode")] });
}

/**
 * A code given to a session (the first one, or again): within the limits, right, and not used
 * before; else 422. Only wrong codes count toward the limits, which are there against guessing: a
 * member signing in on several devices, or often, is never held back by codes that were right.
 */
async function acceptCode(c: Context<AppEnv>, userId: number, code: string, at: Date) {
  const { rateLimiter, config } = c.var.deps;
  const [perStaff, staffWindow] = CODE_LIMITS.perStaff;
  const [perIp, ipWindow] = CODE_LIMITS.perIp;
  const limits = [
    { key: `studio:code:${userId}`, max: perStaff, seconds: staffWindow },
    { key: `studio:code:ip:${clientIp(c)}`, max: perIp * config.ipLimitScale, seconds: ipWindow },
  ];
  for (const { key, max } of limits) {
    const verdict = await rateLimiter.peek(key, max);
    if (!verdict.allowed) throw tooManyRequests(c, verdict.retryAfter);
  }
  const account = await staffAccount(c.var.deps.db, userId);
  const result = account ? await checkSecondFactor(c.var.deps.db, account.member, code, at) : null;
  if (result?.ok) return result;
  for (const { key, max, seconds } of limits) await rateLimiter.hit(key, max, seconds);
  throw wrongCode(c);
}

export function studioRoutes() {
  const router = createRouter();

  router.openapi(signInRoute, async (c) => {
    const { db, now } = c.var.deps;
    const body = c.req.valid("json");
    const phone = phoneOr422(c, body.phone_number);
    const user = await findUserByPhone(db, phone);
    const check = await passwordMatches(c, phone, user, body.password);
    if (!check.ok || !user) throw wrongCredentials(c, check.attemptsLeft);
    assertActive(c, user);
    const account = await staffAccount(db, user.id);
    if (!account) throw new HttpError(403, message(c, "studio.staffOnly"));
    if (!c.var.deps.config.sandbox && isPublishedDemoSecret(account.member.totpSecret))
      throw new HttpError(403, message(c, "studio.demoStaffSandboxOnly"));
    const { token, expiresAt } = await openStudioSession(db, user.id, now(), clientIp(c));
    const enrolling = account.member.totpConfirmedAt === null;
    const secret = enrolling ? await enrolmentSecret(db, account.member) : null;
    return c.json(
      {
        token,
        expires_at: expiresAt.toISOString(),
        second_factor: enrolling ? ("enrol" as const) : ("verify" as const),
        enrolment: secret ? { secret, otpauth_url: otpauthUrl(secret, user.phoneNumber) } : null,
      },
      201,
    );
  });

  router.openapi(secondFactorRoute, async (c) => {
    const { db, now } = c.var.deps;
    const staff = currentStaff(c);
    const at = now();
    const accepted = await acceptCode(c, staff.userId, c.req.valid("json").code, at);
    const expiresAt = await confirmStudioSession(db, staff.sessionId, at);
    const actor = currentActor(c);
    if (accepted.enrolled)
      await recordAudit(
        db,
        actor,
        { action: "studio.second_factor_set_up", target: { type: "staff", id: staff.userId } },
        at,
      );
    await recordAudit(db, actor, { action: "studio.sign_in", after: { via: accepted.via } }, at);
    return c.json({ expires_at: expiresAt.toISOString(), recovery_codes: accepted.recoveryCodes }, 200);
  });

  router.openapi(stepUpRoute, async (c) => {
    const { db, now } = c.var.deps;
    const staff = currentStaff(c);
    const at = now();
    await acceptCode(c, staff.userId, c.req.valid("json").code, at);
    const until = await stepUpStudioSession(db, staff.sessionId, at);
    return c.json({ step_up_until: until.toISOString() }, 200);
  });

  router.openapi(signOutRoute, async (c) => {
    const { db, now } = c.var.deps;
    const staff = currentStaff(c);
    await revokeStudioSession(db, staff.sessionId, now());
    if (staff.secondFactorAt) await recordAudit(db, currentActor(c), { action: "studio.sign_out" }, now());
    return c.json({ message: message(c, "studio.signedOut") }, 200);
  });

  router.openapi(meRoute, (c) => {
    const staff = currentStaff(c);
    const until = stepUpUntil(staff, c.var.deps.now());
    return c.json(
      {
        id: staff.userId,
        name: staff.name,
        role: staff.role,
        permissions: PERMISSIONS.filter((permission) => may(staff.role, permission)),
        expires_at: staff.expiresAt.toISOString(),
        step_up_until: until?.toISOString() ?? null,
      },
      200,
    );
  });

  router.openapi(auditRoute, async (c) => {
    const query = c.req.valid("query");
    const { page, perPage } = pageRequest(query, 50);
    const { entries, total } = await auditPage(c.var.deps.db, {
      action: query.action,
      actorId: query.actor_id,
      page,
      perPage,
    });
    return c.json({ data: entries, meta: pageMeta(page, perPage, total) }, 200);
  });

  studioDashboardRoutes(router);
  studioCatalogueRoutes(router);
  studioEpisodeRoutes(router);
  studioBlogRoutes(router);
  studioLegalRoutes(router);
  studioArtworkRoutes(router);
  studioUploadRoutes(router);
  studioPackagingRoutes(router);
  studioMediaLiveRoutes(router);
  studioHomeRoutes(router);
  studioAccountRoutes(router);
  studioApplicationRoutes(router);
  studioMoneyRoutes(router);
  studioStaffRoutes(router);
  return router;
}
