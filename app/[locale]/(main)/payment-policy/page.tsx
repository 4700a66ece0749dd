import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSection } from "@/components/ui/page-section";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("paymentPolicy", "/payment-policy");
}

export default async function PaymentPolicyPage() {
  const t = await getTranslations("legal");
  return (
    <PageSection heading={t("paymentHeading")}>
      <EmptyState>{t("pending")}</EmptyState>
    </PageSection>
  );
}
