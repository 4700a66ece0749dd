import * as activity from "@/lib/contract/endpoints/activity";
import { currentUser, limitBy } from "../../http/auth";
import { privateNoStore } from "../../http/cache-control";
import { HttpError } from "../../http/errors";
import { message } from "../../http/i18n";
import { error, signedInRoute, route } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { createHandoff, redeemHandoff } from "./handoff";
import { checkEpisode } from "./history-routes";
import { noSuchTitle, titleIn } from "./title-params";

/** Links made per viewer: plenty for reopening the dialog, too few to fill the table. */
export const HANDOFF_LIMITS = {
  create: [30, 10 * 60],
  redeem: [30, 10 * 60],
} as const satisfies Record<string, readonly [number, number]>;

/** Continue on another device (./handoff.ts): make a link, spend it on the other device. */
export function handoffRoutes() {
  const router = createRouter();

  router.openapi(
    signedInRoute(
      route(activity.createHandoff, {
        tags: ["activity"],
        summary:
          "A single-use link (ten minutes, this account only) that opens a title at a second on another device",
        responses: {
          ...noSuchTitle,
          422: error("Invalid input, or an episode that is not part of the series"),
          429: error("Too many links"),
        },
        answer: "The link's code (/c/{code}) and when it expires",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const { db, now, config } = c.var.deps;
      const input = c.req.valid("json");
      await limitBy(c, `handoff:create:${user.id}`, HANDOFF_LIMITS.create);
      const ref = await titleIn(c, input);
      const episodeId = await checkEpisode(c, ref.kind, ref.id, input.episode_id ?? null);
      const { code, expiresAt } = await createHandoff(db, config.handoffSecret, {
        userId: user.id,
        kind: ref.kind,
        titleId: ref.id,
        episodeId: episodeId === 0 ? null : episodeId,
        positionSec: input.position_sec,
        durationSec: input.duration_sec,
        now: now(),
      });
      privateNoStore(c);
      return c.json({ code, expires_at: expiresAt.toISOString() }, 200);
    },
  );

  router.openapi(
    signedInRoute(
      route(activity.redeemHandoff, {
        tags: ["activity"],
        summary: "Spend a link made on another device: the title, the episode and the second to start at",
        responses: {
          403: error("The link belongs to another account"),
          404: error("Not a link of this site"),
          410: error("The link was used already, or has expired"),
        },
        answer: "Where to start watching",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const { db, now, config } = c.var.deps;
      await limitBy(c, `handoff:redeem:${user.id}`, HANDOFF_LIMITS.redeem);
      const result = await redeemHandoff(db, config.handoffSecret, {
        code: c.req.valid("json").code,
        userId: user.id,
        now: now(),
      });
      privateNoStore(c);
      switch (result.status) {
        case "ok":
          return c.json(result.target, 200);
        case "otherAccount":
          throw new HttpError(403, message(c, "handoff.otherAccount"));
        case "spent":
          throw new HttpError(410, message(c, "handoff.spent"));
        case "unknown":
          throw new HttpError(404, message(c, "handoff.unknown"));
      }
    },
  );

  return router;
}
