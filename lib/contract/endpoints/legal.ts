/** Legal documents (lib/contract/legal.ts). */
import { z } from "zod";
import { endpoint } from "../endpoint";
import { LegalDocumentSchema } from "../legal";

/** Any text: only the known names reach the database (the route answers 404 for the rest). */
export const LegalParamsSchema = z.object({ slug: z.string() });

export const legalDocument = endpoint({
  method: "get",
  path: "/legal/{slug}",
  params: LegalParamsSchema,
  response: LegalDocumentSchema,
});
