import type { LegalDocumentSlug } from "@/lib/contract/legal";

/** Where each legal document is read on the site (SPEC's routes; also in /blank- and /header- frames). */
export const LEGAL_PATHS: Record<LegalDocumentSlug, string> = {
  terms: "/terms-and-conditions",
  privacy: "/privacy-policy",
  "payment-policy": "/payment-policy",
};
