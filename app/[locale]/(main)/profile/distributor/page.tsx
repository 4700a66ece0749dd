import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageSection } from "@/components/ui/page-section";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("profileDistributor", "/profile/distributor", { noindex: true });
}

export default async function ProfileDistributorPage() {
  const t = await getTranslations("profile");
  return (
    <PageSection heading={t("distributor")}>
      <p>{t("distributorIntro")}</p>
    </PageSection>
  );
}
