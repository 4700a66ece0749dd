import { cache } from "react";
import { unstable_cache } from "next/cache";
import { serverApi } from "@/lib/api/server";
import { TAGS } from "@/lib/catalogue/tags";
import { LegalDocumentSchema, type LegalDocumentSlug } from "@/lib/contract/legal";

/** A legal document, cached for an hour (they change rarely; the pages are prerendered). */
export const getLegalDocument = cache((slug: LegalDocumentSlug) =>
  unstable_cache(() => serverApi().get(`/legal/${slug}`, LegalDocumentSchema), ["legal", slug], {
    tags: [TAGS.legal],
    revalidate: 3600,
  })(),
);
