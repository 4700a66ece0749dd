import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RewardsDashboard } from "@/components/programme/rewards-dashboard";
import { PageMessages } from "@/components/providers/page-messages";
import { PageSection } from "@/components/ui/page-section";
import { pageLocale } from "@/lib/i18n/page-locale";
import { getRewardsProgramme } from "@/lib/api/reads/programme";
import { pageMetadata } from "@/lib/seo/metadata";

/** The programme is the same for every visitor: prerendered per language, refreshed every minute (stock). */
export const revalidate = 60;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("reward", "/reward");
}

export default async function RewardPage() {
  const t = await getTranslations("reward");
  const programme = await getRewardsProgramme(await pageLocale());
  return (
    <PageSection heading={t("heading")} lead={t("intro")}>
      <PageMessages namespaces={["reward"]}>
        <RewardsDashboard programme={programme} />
      </PageMessages>
    </PageSection>
  );
}
