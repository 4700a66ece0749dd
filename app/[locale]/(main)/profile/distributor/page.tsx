import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DistributorPanel } from "@/components/programme/distributor";
import { PageMessages } from "@/components/providers/page-messages";
import { PageSection } from "@/components/ui/page-section";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("profileDistributor", "/profile/distributor", { noindex: true });
}

export default async function Page() {
  const t = await getTranslations("profile");
  return (
    <PageSection heading={t("distributor")}>
      <PageMessages namespaces={["distributor"]}>
        <DistributorPanel />
      </PageMessages>
    </PageSection>
  );
}
