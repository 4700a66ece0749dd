import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { WatchHistory } from "@/components/activity/watch-history";
import { PageMessages } from "@/components/providers/page-messages";
import { PageSection } from "@/components/ui/page-section";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("profileHistory", "/profile/history", { noindex: true });
}

export default async function ProfileHistoryPage() {
  const t = await getTranslations("profile");
  return (
    <PageSection heading={t("history")}>
      <PageMessages namespaces={["activity"]}>
        <WatchHistory />
      </PageMessages>
    </PageSection>
  );
}
