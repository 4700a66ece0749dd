import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DeleteAccountForm } from "@/components/account/delete-account-form";
import { PageMessages } from "@/components/providers/page-messages";
import { PageSection } from "@/components/ui/page-section";
import { pageMetadata } from "@/lib/seo/metadata";

/** Rendered per request: proxy.ts gives this page a CSP nonce, which Next writes into its HTML. */
export const dynamic = "force-dynamic";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("deleteAccount", "/user/delete-account");
}

export default async function DeleteAccountPage() {
  const t = await getTranslations("deleteAccount");
  return (
    <PageSection heading={t("heading")} lead={t("intro")}>
      <PageMessages namespaces={["deleteAccount", "auth"]}>
        <DeleteAccountForm />
      </PageMessages>
    </PageSection>
  );
}
