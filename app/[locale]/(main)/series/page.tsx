import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSection } from "@/components/ui/page-section";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("series", "/series");
}

export default async function SeriesPage() {
  const t = await getTranslations("listing");
  return (
    <PageSection heading={t("seriesHeading")}>
      <EmptyState>{t("emptySeries")}</EmptyState>
    </PageSection>
  );
}
