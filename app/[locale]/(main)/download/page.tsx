import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageSection } from "@/components/ui/page-section";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("download", "/download");
}

export default async function DownloadPage() {
  const t = await getTranslations("download");
  return (
    <PageSection heading={t("heading")} lead={t("intro")}>
      {null}
    </PageSection>
  );
}
