import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSection } from "@/components/ui/page-section";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("topUpResult", "/topup/result", { noindex: true });
}

export default async function TopUpResultPage() {
  const t = await getTranslations("topUp");
  return (
    <PageSection heading={t("resultHeading")}>
      <EmptyState>{t("resultEmpty")}</EmptyState>
    </PageSection>
  );
}
