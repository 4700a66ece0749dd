import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSection } from "@/components/ui/page-section";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("profileInfo", "/profile/info", { noindex: true });
}

export default async function ProfileInfoPage() {
  const t = await getTranslations("profile");
  return (
    <PageSection heading={t("info")}>
      <EmptyState>{t("infoEmpty")}</EmptyState>
    </PageSection>
  );
}
