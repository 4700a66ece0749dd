/**
 * The studio's calls on a series' seasons and episodes (issue #36), for the catalogue's roles. A
 * change revalidates the series' pages and the catalogue's (the sitemap lists the episodes that play).
 */
import * as endpoints from "@/lib/contract/endpoints/studio-episodes";
import { TAGS } from "@/lib/catalogue/tags";
import { tagChanged } from "../../http/cache-control";
import { HttpError } from "../../http/errors";
import { message } from "../../http/i18n";
import { error, route } from "../../http/openapi";
import type { createRouter } from "../../http/router";
import { currentActor, studioRoute } from "./access";
import {
  addSeason,
  createEpisode,
  episodeForEditing,
  saveEpisode,
  seasonsForEditing,
  type EpisodeResult,
} from "./episodes";

const TAGS_OF_STUDIO = ["studio"];
const CATALOGUE = { kind: "permission", permission: "catalogue" } as const;

const seasonsRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioSeasons, {
    tags: TAGS_OF_STUDIO,
    summary: "A series' seasons, each with its episodes in order",
    responses: { 404: error("No such series"), 422: error("Invalid id") },
    answer: "The seasons",
  }),
);

const addSeasonRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioAddSeason, {
    tags: TAGS_OF_STUDIO,
    summary: "Add the season after the series' last one",
    responses: { 404: error("No such series"), 422: error("Invalid id") },
    answer: "The seasons, the new one last",
  }),
);

const createEpisodeRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioCreateEpisode, {
    tags: TAGS_OF_STUDIO,
    summary: "A new episode of a season; it plays once its media is saved",
    responses: {
      404: error("No such season of this series"),
      422: error("Invalid fields, or the number is another episode's"),
    },
    answer: "The episode, to edit",
  }),
);

const episodeRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioEpisode, {
    tags: TAGS_OF_STUDIO,
    summary: "One episode as its editor opens it",
    responses: { 404: error("No such episode of this series"), 422: error("Invalid ids") },
    answer: "The episode's fields and its pages' addresses",
  }),
);

const saveEpisodeRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioSaveEpisode, {
    tags: TAGS_OF_STUDIO,
    summary: "Save an episode's names, number, running time and media; its pages change on their next visit",
    responses: {
      404: error("No such episode of this series"),
      409: error("Someone saved the episode after it was opened"),
      422: error("Invalid fields, or the number is another episode's"),
    },
    answer: "The episode as saved",
  }),
);

type Ctx = Parameters<Parameters<ReturnType<typeof createRouter>["openapi"]>[1]>[0];

/** The episode saved, or the refusal: revalidates the series' pages when anything changed. */
function answered(c: Ctx, seriesId: number, result: EpisodeResult) {
  if (result.outcome === "missing") throw new HttpError(404, message(c, "notFound"));
  if (result.outcome === "stale") throw new HttpError(409, message(c, "studio.episodeSavedMeanwhile"));
  if (result.outcome === "taken")
    throw new HttpError(422, message(c, "invalid"), {
      episode_no: [message(c, "studio.episodeNumberTaken")],
    });
  if (result.changed.length > 0) changedSeries(c, seriesId);
  return result.episode;
}

function changedSeries(c: Ctx, seriesId: number) {
  tagChanged(c, TAGS.series(seriesId));
  tagChanged(c, TAGS.catalogue);
}

export function studioEpisodeRoutes(router: ReturnType<typeof createRouter>) {
  router.openapi(seasonsRoute, async (c) => {
    const seasons = await seasonsForEditing(c.var.deps.db, c.req.valid("param").id);
    if (!seasons) throw new HttpError(404, message(c, "notFound"));
    return c.json(seasons, 200);
  });

  router.openapi(addSeasonRoute, async (c) => {
    const { db, now } = c.var.deps;
    const { id } = c.req.valid("param");
    if (!(await addSeason(db, currentActor(c), id, now()))) throw new HttpError(404, message(c, "notFound"));
    changedSeries(c, id);
    return c.json((await seasonsForEditing(db, id))!, 201);
  });

  router.openapi(createEpisodeRoute, async (c) => {
    const { db, now } = c.var.deps;
    const { id, season } = c.req.valid("param");
    const result = await createEpisode(
      db,
      currentActor(c),
      { seriesId: id, seasonId: season },
      c.req.valid("json"),
      now(),
    );
    return c.json(answered(c, id, result), 201);
  });

  router.openapi(episodeRoute, async (c) => {
    const { id, episode } = c.req.valid("param");
    const found = await episodeForEditing(c.var.deps.db, id, episode);
    if (!found) throw new HttpError(404, message(c, "notFound"));
    return c.json(found, 200);
  });

  router.openapi(saveEpisodeRoute, async (c) => {
    const { db, now } = c.var.deps;
    const { id, episode } = c.req.valid("param");
    const result = await saveEpisode(
      db,
      currentActor(c),
      { seriesId: id, episodeId: episode },
      c.req.valid("json"),
      now(),
    );
    return c.json(answered(c, id, result), 200);
  });
}
