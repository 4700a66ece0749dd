/**
 * The studio's catalogue calls (issue #36): editors list, open and save films and series. A save
 * names the pages to revalidate: the title's own (both languages) and everything built from the
 * catalogue (home rows, listings, sections, search, the sitemap), so viewers see it on their next visit.
 */
import * as endpoints from "@/lib/contract/endpoints/studio-catalogue";
import { TAGS } from "@/lib/catalogue/tags";
import { tagChanged } from "../../http/cache-control";
import { HttpError } from "../../http/errors";
import { message } from "../../http/i18n";
import { error, route } from "../../http/openapi";
import type { createRouter } from "../../http/router";
import { pageMeta, pageRequest } from "../../shared/paging";
import { currentActor, studioRoute } from "./access";
import type { TitleKind } from "@/lib/contract/catalogue";
import { createTitle, durationProblem, saveTitle, titleForEditing, titleList } from "./catalogue";

const TAGS_OF_STUDIO = ["studio"];
const CATALOGUE = { kind: "permission", permission: "catalogue" } as const;

const listRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioTitles, {
    tags: TAGS_OF_STUDIO,
    summary: "Films or series, drafts and scheduled ones too, found by title or id",
    responses: { 422: error("Invalid query") },
    answer: "A page of titles",
  }),
);

const titleRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioTitle, {
    tags: TAGS_OF_STUDIO,
    summary: "One title as the editor opens it",
    responses: { 404: error("No such title"), 422: error("Invalid kind or id") },
    answer: "The title's editable fields and its pages' addresses",
  }),
);

const createRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioCreateTitle, {
    tags: TAGS_OF_STUDIO,
    summary: "A new film or series, as a draft only the studio sees",
    responses: { 422: error("Invalid fields") },
    answer: "The draft, to edit and publish",
  }),
);

const saveRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioSaveTitle, {
    tags: TAGS_OF_STUDIO,
    summary: "Save a title's fields; its pages change on their next visit",
    responses: {
      404: error("No such title"),
      409: error("Someone saved the title after it was opened"),
      422: error("Invalid fields"),
    },
    answer: "The title as saved",
  }),
);

type Ctx = Parameters<Parameters<ReturnType<typeof createRouter>["openapi"]>[1]>[0];

/** A film without a running time, or a series with one: a 422 on that field. */
function checkDuration(c: Ctx, kind: TitleKind, durationMin: number | undefined) {
  const problem = durationProblem(kind, durationMin);
  if (problem) throw new HttpError(422, message(c, "invalid"), { duration_min: [message(c, problem)] });
}

export function studioCatalogueRoutes(router: ReturnType<typeof createRouter>) {
  router.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const { page, perPage } = pageRequest(query, 50);
    const { data, total } = await titleList(
      c.var.deps.db,
      {
        kind: query.kind ?? "movie",
        q: query.q,
        sort: query.sort ?? "updated",
        state: query.state,
        page,
        perPage,
      },
      c.var.deps.now(),
    );
    return c.json({ data, meta: pageMeta(page, perPage, total) }, 200);
  });

  router.openapi(titleRoute, async (c) => {
    const { kind, id } = c.req.valid("param");
    const title = await titleForEditing(c.var.deps.db, kind, id, c.var.deps.now());
    if (!title) throw new HttpError(404, message(c, "notFound"));
    return c.json(title, 200);
  });

  router.openapi(createRoute, async (c) => {
    const { db, now } = c.var.deps;
    const { kind } = c.req.valid("param");
    const values = c.req.valid("json");
    checkDuration(c, kind, values.duration_min);
    // A draft: no viewer's page shows it, so nothing to revalidate.
    return c.json(await createTitle(db, currentActor(c), kind, values, now()), 201);
  });

  router.openapi(saveRoute, async (c) => {
    const { db, now } = c.var.deps;
    const { kind, id } = c.req.valid("param");
    const values = c.req.valid("json");
    checkDuration(c, kind, values.duration_min);
    if (kind === "series" && values.playback !== undefined)
      throw new HttpError(422, message(c, "invalid"), { playback: [message(c, "studio.playbackOfFilms")] });
    const result = await saveTitle(db, currentActor(c), { kind, id }, values, now());
    if (result.outcome === "missing") throw new HttpError(404, message(c, "notFound"));
    if (result.outcome === "stale") throw new HttpError(409, message(c, "studio.savedMeanwhile"));
    if (result.outcome === "unknown")
      throw new HttpError(422, message(c, "invalid"), {
        [result.field]: [message(c, "studio.unknownChoice")],
      });
    if (result.changed.length > 0) {
      tagChanged(c, kind === "movie" ? TAGS.movie(id) : TAGS.series(id));
      tagChanged(c, TAGS.catalogue);
    }
    return c.json(result.title, 200);
  });
}
