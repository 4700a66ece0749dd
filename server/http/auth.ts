import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { HttpError } from "./errors";
import { message } from "./i18n";
import { isLoopback } from "./loopback";
import { spokenWait } from "@/lib/format";

function bearer(c: Context): string | null {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1] ?? null;
}

async function resolve(c: Context<AppEnv>) {
  const token = bearer(c);
  if (!token) return null;
  const { db, now } = c.var.deps;
  return c.var.userForToken(db, token, now());
}

/**
 * Requires a live token of an active account: 401 without one; 423 for a blocked account and 403 for
 * an inactive one (the states product §6 names), so a blocked viewer loses access at once.
 */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const found = await resolve(c);
  if (!found) throw new HttpError(401, message(c, "unauthenticated"));
  if (found.user.status === "blocked") throw new HttpError(423, message(c, "accountBlocked"));
  if (found.user.status === "inactive") throw new HttpError(403, message(c, "accountInactive"));
  c.set("user", found.user);
  c.set("tokenId", found.tokenId);
  await next();
};

/** Like requireUser, but a missing or dead token just means a visitor. */
export const optionalUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const found = await resolve(c);
  const active = found && found.user.status === "active" ? found : null;
  c.set("user", active?.user ?? null);
  c.set("tokenId", active?.tokenId ?? null);
  await next();
};

/** The signed-in user inside a route behind requireUser. */
export function currentUser(c: Context<AppEnv>) {
  const user = c.var.user;
  if (!user) throw new HttpError(401, message(c, "unauthenticated"));
  return user;
}

/**
 * The 429 of a limit: the wait said in seconds or minutes, and given to programs twice, as the
 * Retry-After header and as `retry_after` (seconds) in the body.
 */
export function tooManyRequests(c: Context, retryAfter: number): HttpError {
  const wait = spokenWait(retryAfter);
  const text =
    wait.unit === "minutes"
      ? message(c, "tooManyRequestsMinutes", { minutes: wait.count })
      : message(c, "tooManyRequests", { seconds: wait.count });
  return new HttpError(
    429,
    text,
    undefined,
    { "Retry-After": String(retryAfter) },
    { retry_after: retryAfter },
  );
}

/** Applies a rate limit; over it, 429 with Retry-After. */
export async function limit(c: Context<AppEnv>, key: string, max: number, windowSeconds: number) {
  const { allowed, retryAfter } = await c.var.deps.rateLimiter.hit(key, max, windowSeconds);
  if (!allowed) throw tooManyRequests(c, retryAfter);
}

/**
 * `limit` with a `[max, windowSeconds]` pair; a per-address key (":ip:" in it) is scaled by
 * CINEVA_IP_LIMIT_SCALE (many people behind one address).
 */
export async function limitBy(
  c: Context<AppEnv>,
  key: string,
  [max, windowSeconds]: readonly [number, number],
) {
  const scale = key.includes(":ip:") ? c.var.deps.config.ipLimitScale : 1;
  await limit(c, key, max * scale, windowSeconds);
}

/**
 * The caller's address, for per-IP limits. Anyone can write X-Forwarded-For, but each hop appends the
 * address it saw, this server included (runtime/peer-address.mjs): the last entry is the one this
 * server saw on its socket. Behind one trusted proxy (CINEVA_TRUST_PROXY=1, nginx appending
 * $remote_addr) that is the proxy, and the entry before it, which the proxy wrote, is the client's.
 * The web server's own calls (next-auth's sign-in) pass the browser's header on unchanged.
 */
export function clientIp(c: Context): string {
  const hops = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  const trusted = process.env.CINEVA_TRUST_PROXY === "1" ? hops.at(-2) : undefined;
  return trusted ?? hops.at(-1) ?? "local";
}

/**
 * Only callers on this machine (a loopback address, or a call made inside this process) pass: the
 * sandbox's outboxes and test gateway, and the fault switch, hand whoever reads them accounts and money.
 */
export const thisMachineOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isLoopback(clientIp(c))) throw new HttpError(403, message(c, "sandboxThisMachineOnly"));
  await next();
};
