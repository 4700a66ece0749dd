/**
 * The studio's legal documents (issue #36), for the roles with the content permission. A new or
 * withdrawn version revalidates the legal pages of every frame (their text, or the notice of the next
 * version); a version written for a later day shows on its day, when the pages' hourly refresh reads it.
 */
import * as endpoints from "@/lib/contract/endpoints/studio-legal";
import { TAGS } from "@/lib/catalogue/tags";
import { tagChanged } from "../../http/cache-control";
import { HttpError } from "../../http/errors";
import { message } from "../../http/i18n";
import { error, route } from "../../http/openapi";
import type { createRouter } from "../../http/router";
import { vnDay } from "../programme";
import { currentActor, studioRoute } from "./access";
import { addLegalVersion, legalForEditing, legalList, withdrawLegalVersion } from "./legal";

const TAGS_OF_STUDIO = ["studio"];
const CONTENT = { kind: "permission", permission: "content" } as const;

const listRoute = studioRoute(
  CONTENT,
  route(endpoints.studioLegalList, {
    tags: TAGS_OF_STUDIO,
    summary: "The legal documents, each with the version in effect and the day of the next one",
    answer: "The documents",
  }),
);

const documentRoute = studioRoute(
  CONTENT,
  route(endpoints.studioLegalDocument, {
    tags: TAGS_OF_STUDIO,
    summary: "A legal document's versions, newest first, and the latest one's text to start from",
    responses: { 404: error("No such document"), 422: error("Invalid document") },
    answer: "The document",
  }),
);

const addRoute = studioRoute(
  CONTENT,
  route(endpoints.studioAddLegalVersion, {
    tags: TAGS_OF_STUDIO,
    summary: "A new version of a legal document, in effect from today or a later day (Vietnam's calendar)",
    responses: {
      404: error("No such document"),
      422: error("Invalid fields, a day in the past, or a day another version has"),
    },
    answer: "The document with its new version",
  }),
);

const withdrawRoute = studioRoute(
  CONTENT,
  route(endpoints.studioWithdrawLegalVersion, {
    tags: TAGS_OF_STUDIO,
    summary: "Withdraw a version not yet in effect",
    responses: {
      404: error("No such version of this document"),
      409: error("The version is in effect: write a new one instead"),
      422: error("Invalid ids"),
    },
    answer: "Withdrawn",
  }),
);

export function studioLegalRoutes(router: ReturnType<typeof createRouter>) {
  router.openapi(listRoute, async (c) =>
    c.json(await legalList(c.var.deps.db, vnDay(c.var.deps.now())), 200),
  );

  router.openapi(documentRoute, async (c) => {
    const found = await legalForEditing(c.var.deps.db, c.req.valid("param").slug, vnDay(c.var.deps.now()));
    if (!found) throw new HttpError(404, message(c, "notFound"));
    return c.json(found, 200);
  });

  router.openapi(addRoute, async (c) => {
    const { db, now } = c.var.deps;
    const { slug } = c.req.valid("param");
    const today = vnDay(now());
    const result = await addLegalVersion(db, currentActor(c), slug, c.req.valid("json"), today, now());
    if (result.outcome === "refused")
      throw new HttpError(422, message(c, "invalid"), {
        [result.field]: [message(c, result.problem)],
      });
    tagChanged(c, TAGS.legal);
    return c.json((await legalForEditing(db, slug, today))!, 201);
  });

  router.openapi(withdrawRoute, async (c) => {
    const { db, now } = c.var.deps;
    const { slug, id } = c.req.valid("param");
    const outcome = await withdrawLegalVersion(db, currentActor(c), { slug, id }, vnDay(now()), now());
    if (outcome === "missing") throw new HttpError(404, message(c, "notFound"));
    if (outcome === "in_effect") throw new HttpError(409, message(c, "studio.legalInEffect"));
    tagChanged(c, TAGS.legal);
    return c.json({ message: message(c, "studio.legalWithdrawn") }, 200);
  });
}
