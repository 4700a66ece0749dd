import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSection } from "@/components/ui/page-section";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("terms", "/terms-and-conditions", { noindex: true });
}

export default async function TermsPage() {
  const t = await getTranslations("legal");
  return (
    <PageSection heading={t("termsHeading")}>
      <EmptyState>{t("pending")}</EmptyState>
    </PageSection>
  );
}
