/**
 * Who may call each studio endpoint, written once per route (issue #36): `studioRoute` builds the
 * route with its check and enters it in STUDIO_ROUTES, the table the role × endpoint test reads, so a
 * new endpoint cannot be left unchecked. The check, on the server for every call:
 * 401 without a live studio session, 403 to a viewer's token, 401 (`second_factor`) before the
 * code is given, 423/403 when the account is blocked or inactive, 429 past STUDIO_CALL_LIMIT, 403 for
 * a role without the permission, and 403 (`step_up`) for a sensitive action without a code in the
 * last minutes.
 */
import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { may, type Permission } from "@/lib/studio/roles";
import type { AppEnv, StaffCaller } from "../../http/context";
import { HttpError } from "../../http/errors";
import { message } from "../../http/i18n";
import { bearer as bearerScheme, error } from "../../http/openapi";
import { clientIp, limitBy } from "../../http/auth";
import type { Actor } from "./audit";
import { staffAccount, staffName } from "./staff";
import { stepUpUntil, studioSessionFor } from "./sessions";

/**
 * "sign-in": anyone (phone and password); "second-factor": a session that has not given its code
 * yet; "session": any live session (signing out); otherwise a permission, maybe with a fresh code.
 */
export type Access =
  | { kind: "sign-in" }
  | { kind: "second-factor" }
  | { kind: "session" }
  | { kind: "permission"; permission: Permission; stepUp?: boolean; calls?: "uploads" };

export const STUDIO_ROUTES: { method: string; path: string; access: Access }[] = [];

/**
 * Calls per staff member: more than a person clicking ever makes, few enough that a stolen studio
 * token cannot copy the accounts or the ledger out at speed (429 with Retry-After).
 */
export const STUDIO_CALL_LIMIT = [300, 60] as const;

/**
 * Calls to the upload endpoint, counted apart: a season's files resume in chunks, many a minute on a
 * fast line, and each chunk is bytes of a file, not a read of anyone's data.
 */
export const UPLOAD_CALL_LIMIT = [3000, 60] as const;

function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec((c.req.header("authorization") ?? "").trim());
  return match?.[1] ?? null;
}

function refusal(status: 401 | 403, text: string, reason?: string) {
  return new HttpError(status, text, undefined, undefined, reason ? { reason } : undefined);
}

/** Studio answers (tokens, accounts, money) are kept by no cache, the browser's included. */
const neverStored: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // A live stream (server-sent events) also says no-transform: no proxy, nor Next's gzip, holds its events back.
  const live = c.res.headers.get("Content-Type")?.startsWith("text/event-stream") ? ", no-transform" : "";
  c.res.headers.set("Cache-Control", `private, no-store${live}`);
};

/** The check of one access level, as middleware; sets c.var.staff. */
function requireStudio(access: Exclude<Access, { kind: "sign-in" }>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { db, now } = c.var.deps;
    const at = now();
    const token = bearerToken(c);
    const session = token ? await studioSessionFor(db, token, at) : null;
    if (!session) {
      // A viewer's own token is a signed-in caller without the right, not a stranger.
      if (token && (await c.var.userForToken(db, token, at)))
        throw refusal(403, message(c, "studio.staffOnly"));
      throw refusal(401, message(c, "unauthenticated"));
    }
    const account = await staffAccount(db, session.userId);
    if (!account) throw refusal(403, message(c, "studio.staffOnly"));
    if (account.user.status === "blocked") throw new HttpError(423, message(c, "accountBlocked"));
    if (account.user.status === "inactive") throw refusal(403, message(c, "accountInactive"));
    if (access.kind === "permission" && access.calls === "uploads")
      await limitBy(c, `studio:uploads:${account.user.id}`, UPLOAD_CALL_LIMIT);
    else await limitBy(c, `studio:calls:${account.user.id}`, STUDIO_CALL_LIMIT);
    const given = session.secondFactorAt !== null;
    if (access.kind === "second-factor" && given) throw refusal(403, message(c, "studio.secondFactorDone"));
    if (access.kind === "permission") {
      if (!given) throw refusal(401, message(c, "studio.secondFactorRequired"), "second_factor");
      if (!may(account.member.role, access.permission)) throw refusal(403, message(c, "studio.notYourRole"));
      if (access.stepUp && !stepUpUntil(session, at))
        throw refusal(403, message(c, "studio.stepUpRequired"), "step_up");
    }
    const staff: StaffCaller = {
      userId: account.user.id,
      name: staffName(account.user),
      role: account.member.role,
      sessionId: session.id,
      secondFactorAt: session.secondFactorAt,
      stepUpAt: session.stepUpAt,
      expiresAt: session.expiresAt,
    };
    c.set("staff", staff);
    await next();
  };
}

/** The staff member behind a checked call. */
export function currentStaff(c: Context<AppEnv>): StaffCaller {
  const staff = c.var.staff;
  if (!staff) throw refusal(401, message(c, "unauthenticated"));
  return staff;
}

/** The signed-in staff member as the audit trail names them: who, and from which address. */
export function currentActor(c: Context<AppEnv>): Actor {
  const staff = currentStaff(c);
  return { id: staff.userId, name: staff.name, origin: clientIp(c) };
}

/** The answers every guarded studio endpoint can give before its handler, for its documentation. */
export const STUDIO_ANSWERS = {
  401: error("No live studio session, or the second factor not given yet (reason: second_factor)"),
  403: error(
    "A viewer's token, a role without the right, an inactive account, or a code needed again (reason: step_up)",
  ),
  423: error("Account blocked"),
  429: error("Too many calls from this staff member (Retry-After)"),
};

/**
 * The check of a studio endpoint that is not an OpenAPI route (tus's upload protocol, whose bodies are
 * bytes), entered in STUDIO_ROUTES under each of its methods; the route file documents it itself.
 */
export function studioGuard(access: Exclude<Access, { kind: "sign-in" }>, method: string, path: string) {
  STUDIO_ROUTES.push({ method, path, access });
  return [neverStored, requireStudio(access)] as const;
}

/** A studio route: its definition with the access check, entered in STUDIO_ROUTES. */
export function studioRoute<R extends Omit<RouteConfig, "security" | "middleware">>(
  access: Access,
  route: R,
) {
  STUDIO_ROUTES.push({ method: route.method, path: route.path, access });
  if (access.kind === "sign-in") return createRoute({ ...route, middleware: [neverStored] as const });
  return createRoute({
    ...route,
    security: bearerScheme,
    middleware: [neverStored, requireStudio(access)] as const,
    responses: { ...STUDIO_ANSWERS, ...route.responses },
  });
}
