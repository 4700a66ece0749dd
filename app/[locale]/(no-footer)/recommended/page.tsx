import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RecommendedGrid } from "@/components/activity/recommended-grid";
import { PageMessages } from "@/components/providers/page-messages";
import { PageSection } from "@/components/ui/page-section";
import { getPopular } from "@/lib/api/reads/catalogue";
import { pageMetadata } from "@/lib/seo/metadata";

/** The popular picks are the same for everyone: prerendered per language, personal picks load in the browser. */
export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("recommended", "/recommended");
}

export default async function RecommendedPage() {
  const t = await getTranslations("listing");
  const popular = await getPopular();
  return (
    <PageSection heading={t("recommendedHeading")}>
      <PageMessages namespaces={["listing", "film"]}>
        <RecommendedGrid popular={popular} />
      </PageMessages>
    </PageSection>
  );
}
