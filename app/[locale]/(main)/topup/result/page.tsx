import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TopUpResult } from "@/components/payment/top-up-result";
import { PageMessages } from "@/components/providers/page-messages";
import { PageSection } from "@/components/ui/page-section";
import { pageMetadata } from "@/lib/seo/metadata";

/** Rendered per request: proxy.ts gives this page a CSP nonce, which Next writes into its HTML. */
export const dynamic = "force-dynamic";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("topUpResult", "/topup/result", { noindex: true });
}

/** Where the payment gateway sends the browser back; the backend says what really happened. */
export default async function TopUpResultPage() {
  const t = await getTranslations("topUp");
  return (
    <PageSection heading={t("resultHeading")}>
      <PageMessages namespaces={["topUp"]}>
        <TopUpResult />
      </PageMessages>
    </PageSection>
  );
}
