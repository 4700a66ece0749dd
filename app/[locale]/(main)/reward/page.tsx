import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSection } from "@/components/ui/page-section";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("reward", "/reward");
}

export default async function RewardPage() {
  const t = await getTranslations("reward");
  return (
    <PageSection heading={t("heading")} lead={t("intro")}>
      <EmptyState>{t("empty")}</EmptyState>
    </PageSection>
  );
}
