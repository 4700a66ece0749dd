import { cache } from "react";
import { cachedRead } from "@/lib/api/cached-read";
import { serverApi } from "@/lib/api/server";
import { TAGS } from "@/lib/catalogue/tags";
import { LegalDocumentSchema, type LegalDocumentSlug } from "@/lib/contract/legal";

/** A legal document, cached for an hour (they change rarely; the pages are prerendered). */
export const getLegalDocument = cache((slug: LegalDocumentSlug) =>
  cachedRead(["legal", slug], { tags: [TAGS.legal], revalidate: 3600 }, () =>
    serverApi().get(`/legal/${slug}`, LegalDocumentSchema),
  ),
);
