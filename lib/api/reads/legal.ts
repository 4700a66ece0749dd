import { legalDocument } from "@/lib/contract/endpoints/legal";
import type { LegalDocumentSlug } from "@/lib/contract/legal";
import { TAGS } from "@/lib/catalogue/tags";
import { cachedRead } from "../cached-read";

/** A legal document, cached for an hour (they change rarely; the pages are prerendered). */
export const getLegalDocument = (slug: LegalDocumentSlug) =>
  cachedRead(legalDocument, { params: { slug } }, { tags: [TAGS.legal], revalidate: 3600 });
