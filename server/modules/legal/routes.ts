import * as legal from "@/lib/contract/endpoints/legal";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { ErrorBodySchema } from "@/lib/contract/common";
import { LEGAL_DOCUMENTS, LegalDocumentSchema } from "@/lib/contract/legal";
import { notFoundError } from "../../http/not-found";
import { createRouter } from "../../http/router";
import { json, route } from "../../http/openapi";
import { legalDocument } from "./legal";

export function legalRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute(
      route(legal.legalDocument, {
        tags: ["legal"],
        summary: "A legal document (terms, privacy, payment-policy) in both languages",
        responses: { 404: json(ErrorBodySchema, "No such document") },
        answer: "The document",
      }),
    ),
    async (c) => {
      const { slug } = c.req.valid("param");
      // Only the known names reach the database: "%00" in a text parameter is a PostgreSQL error.
      const known = (LEGAL_DOCUMENTS as readonly string[]).includes(slug);
      const row = known ? await legalDocument(c.var.deps.db, slug) : null;
      if (!row) throw notFoundError(c);
      c.header("Cache-Control", "public, max-age=300, stale-while-revalidate=86400");
      return c.json(
        {
          slug: row.slug as z.infer<typeof LegalDocumentSchema>["slug"],
          title_en: row.titleEn,
          title_vi: row.titleVi,
          sections_en: row.sectionsEn,
          sections_vi: row.sectionsVi,
          effective_on: row.effectiveOn,
          updated_at: row.updatedAt.toISOString(),
        },
        200,
      );
    },
  );

  return router;
}
