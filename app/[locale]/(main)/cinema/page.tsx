import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSection } from "@/components/ui/page-section";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("cinema", "/cinema");
}

export default async function CinemaPage() {
  const t = await getTranslations("cinema");
  return (
    <PageSection heading={t("heading")}>
      <EmptyState>{t("updating")}</EmptyState>
    </PageSection>
  );
}
