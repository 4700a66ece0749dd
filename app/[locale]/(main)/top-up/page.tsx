import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PaymentList } from "@/components/payment/payment-list";
import { TopUpForm } from "@/components/payment/top-up-form";
import { PageMessages } from "@/components/providers/page-messages";
import { PageSection } from "@/components/ui/page-section";
import { pageMetadata } from "@/lib/seo/metadata";

/** Rendered per request: proxy.ts gives this page a CSP nonce, which Next writes into its HTML. */
export const dynamic = "force-dynamic";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("topUp", "/top-up", { noindex: true });
}

/** /top-up: signed in only (proxy.ts); the form and the viewer's past payments. */
export default async function TopUpPage() {
  const t = await getTranslations("topUp");
  return (
    <PageSection heading={t("heading")}>
      <PageMessages namespaces={["topUp"]}>
        <TopUpForm />
        <PaymentList />
      </PageMessages>
    </PageSection>
  );
}
