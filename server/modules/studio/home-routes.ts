/**
 * The studio's home-page calls (issue #36), for the catalogue's roles: the rows and banners in order,
 * a new order for either, a banner's headlines and visibility. A change revalidates the catalogue's
 * pages (home among them), so the next visit shows it.
 */
import * as endpoints from "@/lib/contract/endpoints/studio-home";
import { TAGS } from "@/lib/catalogue/tags";
import { tagChanged } from "../../http/cache-control";
import { HttpError } from "../../http/errors";
import { message } from "../../http/i18n";
import { error, route } from "../../http/openapi";
import type { createRouter } from "../../http/router";
import { currentActor, studioRoute } from "./access";
import { createBanner, deleteBanner, homeLayout, putInOrder, saveBanner } from "./home";

const TAGS_OF_STUDIO = ["studio"];
const CATALOGUE = { kind: "permission", permission: "catalogue" } as const;
const ORDER_ERRORS = {
  409: error("A row or banner was added or removed since the page was loaded"),
  422: error("Invalid ids, with field errors"),
};

const homeRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioHome, {
    tags: TAGS_OF_STUDIO,
    summary: "Home's rows (sections) and banners, in home's order, hidden banners too",
    answer: "Both lists",
  }),
);

const sectionsOrderRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioOrderSections, {
    tags: TAGS_OF_STUDIO,
    summary: "Put home's rows in a new order: every section's id, each once",
    responses: ORDER_ERRORS,
    answer: "Both lists, as home now shows them",
  }),
);

const bannersOrderRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioOrderBanners, {
    tags: TAGS_OF_STUDIO,
    summary: "Put home's banners in a new order: every banner's id, each once",
    responses: ORDER_ERRORS,
    answer: "Both lists, as home now shows them",
  }),
);

const bannerRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioSaveBanner, {
    tags: TAGS_OF_STUDIO,
    summary: "A banner's headline in both languages, and whether home shows it",
    responses: {
      404: error("No such banner"),
      422: error("Invalid fields, or shown on home without an image"),
    },
    answer: "The banner as saved",
  }),
);

const createBannerRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioCreateBanner, {
    tags: TAGS_OF_STUDIO,
    summary: "A new banner for a film or series, last and hidden until its image is uploaded",
    responses: { 422: error("Invalid fields, or no such film or series") },
    answer: "The new banner",
  }),
);

const deleteBannerRoute = studioRoute(
  CATALOGUE,
  route(endpoints.studioDeleteBanner, {
    tags: TAGS_OF_STUDIO,
    summary: "Take a banner off home for good",
    responses: { 404: error("No such banner") },
    answer: "Both lists, as home now shows them",
  }),
);

export function studioHomeRoutes(router: ReturnType<typeof createRouter>) {
  router.openapi(homeRoute, async (c) => c.json(await homeLayout(c.var.deps.db), 200));

  for (const [list, orderRoute] of [
    ["sections", sectionsOrderRoute],
    ["banners", bannersOrderRoute],
  ] as const) {
    router.openapi(orderRoute, async (c) => {
      const { db, now } = c.var.deps;
      const outcome = await putInOrder(db, currentActor(c), list, c.req.valid("json").ids, now());
      if (outcome === "stale") throw new HttpError(409, message(c, "studio.homeChanged"));
      if (outcome === "changed") tagChanged(c, TAGS.catalogue);
      return c.json(await homeLayout(db), 200);
    });
  }

  router.openapi(bannerRoute, async (c) => {
    const { db, now } = c.var.deps;
    const saved = await saveBanner(db, currentActor(c), c.req.valid("param").id, c.req.valid("json"), now());
    if (!saved) throw new HttpError(404, message(c, "notFound"));
    if (saved === "no_image")
      throw new HttpError(422, message(c, "invalid"), { active: [message(c, "studio.bannerNeedsImage")] });
    if (saved.changed) tagChanged(c, TAGS.catalogue);
    return c.json(saved.banner, 200);
  });

  router.openapi(createBannerRoute, async (c) => {
    const { db, now } = c.var.deps;
    // Hidden: no viewer's page changes until it is shown.
    const created = await createBanner(db, currentActor(c), c.req.valid("json"), now());
    if (created === "unknown")
      throw new HttpError(422, message(c, "invalid"), { title_id: [message(c, "studio.reviewedUnknown")] });
    return c.json(created, 201);
  });

  router.openapi(deleteBannerRoute, async (c) => {
    const { db, now } = c.var.deps;
    const removed = await deleteBanner(db, currentActor(c), c.req.valid("param").id, now());
    if (!removed) throw new HttpError(404, message(c, "notFound"));
    if (removed.wasShown) tagChanged(c, TAGS.catalogue);
    return c.json(await homeLayout(db), 200);
  });
}
