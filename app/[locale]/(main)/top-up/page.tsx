import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PaymentList } from "@/components/payment/payment-list";
import { TopUpForm } from "@/components/payment/top-up-form";
import { PageMessages } from "@/components/providers/page-messages";
import { PageSection } from "@/components/ui/page-section";
import { readTopUpDraft } from "@/lib/payments/draft";
import { pageMetadata } from "@/lib/seo/metadata";

/** Rendered per request: proxy.ts gives this page a CSP nonce, which Next writes into its HTML. */
export const dynamic = "force-dynamic";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("topUp", "/top-up", { noindex: true });
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /top-up: signed in only (proxy.ts); the form and the viewer's past payments. The address may carry
 * the form's choices (?amount=…&method=…&step=review), kept across a switch of language.
 */
export default async function TopUpPage({ searchParams }: Props) {
  const t = await getTranslations("topUp");
  const draft = readTopUpDraft(await searchParams);
  return (
    <PageSection heading={t("heading")}>
      <PageMessages namespaces={["topUp"]}>
        <TopUpForm initial={draft} />
        <PaymentList />
      </PageMessages>
    </PageSection>
  );
}
