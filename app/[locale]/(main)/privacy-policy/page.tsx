import type { Metadata } from "next";
import { LegalDocumentPage } from "@/components/legal/legal-document";
import { pageMetadata } from "@/lib/seo/metadata";

/** Prerendered per language; the text is read again at most hourly. */
export const revalidate = 3600;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("privacy", "/privacy-policy");
}

export default function Page() {
  return <LegalDocumentPage slug="privacy" />;
}
