import * as activity from "@/lib/contract/endpoints/activity";
import { DEFAULT_PER_PAGE, type TitleKind } from "@/lib/contract/catalogue";
import { currentUser } from "../../http/auth";
import { TAGS } from "@/lib/catalogue/tags";
import { privateNoStore, tagChanged } from "../../http/cache-control";
import { HttpError } from "../../http/errors";
import { message, type MessageKey } from "../../http/i18n";
import { error, invalidQuery, signedIn, signedInRoute, route } from "../../http/openapi";
import { pageRequest } from "../../shared/paging";
import { createRouter } from "../../http/router";
import {
  clampPosition,
  episodeSeries,
  forgetHistory,
  historyPage,
  savePosition,
  titlePositions,
  toPosition,
} from "./history";

import { noSuchTitle, titleAt, titleIn, type Ctx } from "./title-params";

/** Watch history: positions saved while playing, continue-watching, forgetting. */
export function historyRoutes() {
  const router = createRouter();

  // ── Watch history ───────────────────────────────────────────────────────────────────────────────

  router.openapi(
    signedInRoute(
      route(activity.savePosition, {
        tags: ["activity"],
        summary:
          "Save the playback position of a film or an episode (the position is clamped to the duration)",
        responses: {
          ...noSuchTitle,
          422: error("Invalid input, or an episode that is not part of the series"),
        },
        answer: "The saved position",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const { db, now } = c.var.deps;
      const input = c.req.valid("json");
      const ref = await titleIn(c, input);
      const episodeId = await checkEpisode(c, ref.kind, ref.id, input.episode_id ?? null);
      const duration = Math.max(1, Math.floor(input.duration_sec));
      const { row, pointsAwarded } = await savePosition(db, {
        userId: user.id,
        kind: ref.kind,
        titleId: ref.id,
        episodeId,
        position: clampPosition(input.position_sec, duration),
        duration,
        now: now(),
      });
      if (pointsAwarded > 0) tagChanged(c, TAGS.leaderboard);
      return c.json(toPosition(row), 200);
    },
  );

  router.openapi(
    signedInRoute(
      route(activity.history, {
        tags: ["activity"],
        summary: "Continue watching: the caller's latest position per title, most recent first",
        responses: { ...invalidQuery },
        answer: "A page of history entries",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const { db, now } = c.var.deps;
      const query = c.req.valid("query");
      const inProgress = query.in_progress === "1" || query.in_progress === "true";
      privateNoStore(c);
      return c.json(
        await historyPage(db, user.id, { inProgress }, pageRequest(query, DEFAULT_PER_PAGE), now()),
        200,
      );
    },
  );

  router.openapi(
    signedInRoute(
      route(activity.titleHistory, {
        tags: ["activity"],
        summary:
          "Where the caller left a title: the last position (for a series, the last episode) and all saved ones",
        responses: { ...noSuchTitle },
        answer: "Saved positions",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const ref = await titleAt(c, c.req.valid("param"));
      const entries = await titlePositions(c.var.deps.db, user.id, ref.kind, ref.id);
      privateNoStore(c);
      return c.json({ title_kind: ref.kind, title_id: ref.id, last: entries[0] ?? null, entries }, 200);
    },
  );

  router.openapi(
    signedInRoute(
      route(activity.forgetTitle, {
        tags: ["activity"],
        summary: "Forget the caller's history of one title",
        responses: { ...noSuchTitle },
        answer: "How many positions were removed",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const ref = await titleAt(c, c.req.valid("param"));
      return c.json({ deleted: await forgetHistory(c.var.deps.db, user.id, ref) }, 200);
    },
  );

  router.openapi(
    signedInRoute(
      route(activity.forgetHistory, {
        tags: ["activity"],
        summary: "Clear the caller's whole watch history",
        responses: { ...signedIn },
        answer: "How many positions were removed",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      return c.json({ deleted: await forgetHistory(c.var.deps.db, user.id) }, 200);
    },
  );

  return router;
}

/**
 * The episode column of a history row: 0 for a film (which must not name an episode), the episode's
 * id for a series (which must name one of its own episodes). Anything else is a 422 on episode_id.
 */
export async function checkEpisode(
  c: Ctx,
  kind: TitleKind,
  seriesId: number,
  episodeId: number | null,
): Promise<number> {
  const fail = (text: MessageKey) =>
    new HttpError(422, message(c, "invalid"), { episode_id: [message(c, text)] });
  if (kind === "movie") {
    if (episodeId !== null) throw fail("activity.episodeNotAllowed");
    return 0;
  }
  if (episodeId === null) throw fail("activity.episodeRequired");
  if ((await episodeSeries(c.var.deps.db, episodeId)) !== seriesId) throw fail("activity.episodeMismatch");
  return episodeId;
}
