import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSection } from "@/components/ui/page-section";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("blog", "/blog");
}

export default async function BlogPage() {
  const t = await getTranslations("blog");
  return (
    <PageSection heading={t("heading")}>
      <EmptyState>{t("empty")}</EmptyState>
    </PageSection>
  );
}
