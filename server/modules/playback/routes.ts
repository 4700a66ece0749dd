/**
 * Playback sessions' endpoints (issue #38): start one, keep it (heartbeat), stop it, and the screens
 * in use. The browser is known by its playback cookie, set here: HttpOnly, so no script reads it, and
 * SameSite=Lax, so no other site's request carries it to stop or keep a session.
 */
import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import * as playback from "@/lib/contract/endpoints/playback";
import type { Screen } from "@/lib/contract/playback";
import { formatVnd } from "@/lib/money";
import { deviceName, HEARTBEAT_SECONDS } from "@/lib/playback/rules";
import { clientIp, limit, limitBy } from "../../http/auth";
import type { AppEnv } from "../../http/context";
import { HttpError } from "../../http/errors";
import { languageOf, message } from "../../http/i18n";
import { error, optionalUserRoute, route } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { titleNames } from "../billing";
import { playlistAddress, sessionToken } from "./addresses";
import { screensOf } from "./entitlement";
import { holderHash, heartbeat, liveSessions, openSession, stopSession, type SessionRow } from "./sessions";

type Ctx = Context<AppEnv>;

export const PLAYBACK_COOKIE = "cineva_playback";
const COOKIE_DAYS = 365;
/** Starting playback is a click, not a loop: a bound on the sessions an account, or a visitor's address, opens a minute. */
const START_LIMIT = { calls: 30, seconds: 60 };

/** This browser's playback cookie, made when it has none. */
function holderCookie(c: Ctx): string {
  const existing = getCookie(c, PLAYBACK_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  const made = randomBytes(32).toString("base64url");
  setCookie(c, PLAYBACK_COOKIE, made, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: c.var.deps.config.siteUrl.startsWith("https:"),
    maxAge: COOKIE_DAYS * 86_400,
  });
  return made;
}

async function screensJson(c: Ctx, rows: readonly SessionRow[], cookie: string | null): Promise<Screen[]> {
  const names = await titleNames(c.var.deps.db, rows);
  const own = cookie ? holderHash(cookie) : null;
  const vi = languageOf(c) === "vi";
  return rows.map((row) => {
    const name = names.get(`${row.titleKind}:${row.titleId}`);
    return {
      id: row.id,
      device: row.device ?? message(c, "playback.someDevice"),
      title: name ? (vi ? name.vi : name.en) : message(c, "billing.unknownTitle"),
      started_at: row.startedAt.toISOString(),
      this_browser: row.holder === own,
    };
  });
}

type Caller = { cookie: string | null; userId: number | null };
const callerOf = (c: Ctx): Caller => ({
  cookie: getCookie(c, PLAYBACK_COOKIE) ?? null,
  userId: c.var.user?.id ?? null,
});

/** The screens in use by the account (a visitor: by this browser), and how many it may use. */
async function screensAnswer(c: Ctx, caller: Caller) {
  const { db, now } = c.var.deps;
  const rows =
    caller.userId === null && caller.cookie === null
      ? []
      : await liveSessions(db, { userId: caller.userId, holder: holderHash(caller.cookie ?? "") }, now());
  return {
    limit: await screensOf(db, caller.userId, now()),
    data: await screensJson(c, rows, caller.cookie),
  };
}

export function playbackRoutes() {
  const router = createRouter();

  // ── POST /playback ────────────────────────────────────────────────────────────────────────────
  router.openapi(
    optionalUserRoute(
      route(playback.startPlayback, {
        tags: ["playback"],
        summary:
          "Starts playing a film or an episode: checks what the caller may watch, holds a screen, starts a rental's clock",
        responses: {
          401: error("Signed out, for a title that is not free"),
          403: error("Not entitled: `reason` is premium, rent (with `price`) or early_access"),
          404: error("No such published title or episode with media"),
          409: error("Every screen of the account is in use: `screens` names them"),
          422: error("Invalid title, episode or session"),
          429: error("Too many starts"),
        },
        answer: "The session: the playlist's address, the tallest picture, the heartbeat's period",
      }),
    ),
    async (c) => {
      const input = c.req.valid("json");
      const { db, now, config } = c.var.deps;
      const user = c.var.user;
      // Per account, or per address for visitors: a made-up cookie buys no fresh allowance.
      if (user) await limit(c, `playback:${user.id}`, START_LIMIT.calls, START_LIMIT.seconds);
      else await limitBy(c, `playback:ip:${clientIp(c)}`, [START_LIMIT.calls, START_LIMIT.seconds]);
      const cookie = holderCookie(c);
      const opened = await openSession(db, {
        holder: { userId: user?.id ?? null, cookie, device: deviceName(c.req.header("user-agent")) },
        request: { kind: input.kind, id: input.id, episodeId: input.episode_id },
        replaces: input.replaces,
        now: now(),
      });
      switch (opened.kind) {
        case "missing":
          throw new HttpError(404, message(c, "notFound"));
        case "refused": {
          const title = languageOf(c) === "vi" ? opened.title.title.vi : opened.title.title.en;
          if (opened.reason === "sign_in") throw new HttpError(401, message(c, "playback.signIn", { title }));
          const price = opened.title.rentPrice ?? 0;
          throw new HttpError(
            403,
            message(c, `playback.${opened.reason}`, { title, price: formatVnd(price, languageOf(c)) }),
            undefined,
            undefined,
            opened.reason === "rent" ? { reason: "rent", price } : { reason: opened.reason },
          );
        }
        case "full": {
          const screens = await screensJson(c, opened.screens, cookie);
          const devices = screens.map((screen) => `${screen.device} (${screen.title})`).join(", ");
          return c.json(
            {
              message: message(c, "playback.screensFull", { devices }),
              reason: "screens" as const,
              limit: opened.limit,
              screens,
            },
            409,
          );
        }
        case "opened": {
          const { session } = opened;
          const token = sessionToken(config.playbackSecret, session.id, session.expiresAt);
          return c.json(
            {
              id: session.id,
              src: playlistAddress(token, session.media),
              max_height: session.maxLines,
              heartbeat_seconds: HEARTBEAT_SECONDS,
              expires_at: session.expiresAt.toISOString(),
              rental_ends_at: opened.rentalEndsAt?.toISOString() ?? null,
            },
            201,
          );
        }
      }
    },
  );

  // ── GET /playback ─────────────────────────────────────────────────────────────────────────────
  router.openapi(
    optionalUserRoute(
      route(playback.screens, {
        tags: ["playback"],
        summary: "The screens in use: the account's live sessions (a visitor's: this browser's)",
        answer: "The screens in use and how many the account may use",
      }),
    ),
    async (c) => c.json(await screensAnswer(c, callerOf(c)), 200),
  );

  // ── PUT /playback/{id} ────────────────────────────────────────────────────────────────────────
  router.openapi(
    route(playback.heartbeat, {
      tags: ["playback"],
      summary: "This browser's player is still playing: the session keeps its screen",
      responses: {
        410: error(
          "The session is over: `reason` stopped (from another device) or silent (too long, or expired)",
        ),
      },
      answer: "Still live",
    }),
    async (c) => {
      const cookie = getCookie(c, PLAYBACK_COOKIE);
      const { db, now } = c.var.deps;
      const beat = cookie ? await heartbeat(db, c.req.valid("param").id, cookie, now()) : null;
      if (beat?.state === "live") return c.json({ expires_at: beat.row.expiresAt.toISOString() }, 200);
      const reason = beat?.state ?? "silent";
      throw new HttpError(410, message(c, `playback.${reason}`), undefined, undefined, { reason });
    },
  );

  // ── DELETE /playback/{id} ─────────────────────────────────────────────────────────────────────
  router.openapi(
    optionalUserRoute(
      route(playback.stopPlayback, {
        tags: ["playback"],
        summary: "Stops a session: this browser's, or any of the signed-in account's (freeing a screen)",
        responses: { 404: error("No such session of the caller's") },
        answer: "Stopped: the screens still in use",
      }),
    ),
    async (c) => {
      const caller = callerOf(c);
      if (!(await stopSession(c.var.deps.db, c.req.valid("param").id, caller, c.var.deps.now())))
        throw new HttpError(404, message(c, "notFound"));
      return c.json(await screensAnswer(c, caller), 200);
    },
  );

  return router;
}
