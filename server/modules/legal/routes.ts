import * as legal from "@/lib/contract/endpoints/legal";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { ErrorBodySchema } from "@/lib/contract/common";
import { LEGAL_DOCUMENTS, LegalDocumentSchema } from "@/lib/contract/legal";
import { notFoundError } from "../../http/not-found";
import { createRouter } from "../../http/router";
import { json, route } from "../../http/openapi";
import { legalDocument } from "./legal";
import { vnDay } from "../programme";

export function legalRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute(
      route(legal.legalDocument, {
        tags: ["legal"],
        summary:
          "A legal document (terms, privacy, payment-policy) in both languages: the version in effect today",
        responses: { 404: json(ErrorBodySchema, "No such document") },
        answer: "The document",
      }),
    ),
    async (c) => {
      const { slug } = c.req.valid("param");
      // Only the known names reach the database: "%00" in a text parameter is a PostgreSQL error.
      const known = (LEGAL_DOCUMENTS as readonly string[]).includes(slug);
      const found = known ? await legalDocument(c.var.deps.db, slug, vnDay(c.var.deps.now())) : null;
      if (!found) throw notFoundError(c);
      const { version, upcomingOn } = found;
      c.header("Cache-Control", "public, max-age=300, stale-while-revalidate=86400");
      return c.json(
        {
          slug: version.slug as z.infer<typeof LegalDocumentSchema>["slug"],
          title_en: version.titleEn,
          title_vi: version.titleVi,
          sections_en: version.sectionsEn,
          sections_vi: version.sectionsVi,
          effective_on: version.effectiveOn,
          upcoming_on: upcomingOn,
          updated_at: version.createdAt.toISOString(),
        },
        200,
      );
    },
  );

  return router;
}
