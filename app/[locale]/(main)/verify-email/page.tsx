import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { VerifyEmail } from "@/components/account/verify-email";
import { PageMessages } from "@/components/providers/page-messages";
import { PageSection } from "@/components/ui/page-section";
import { pageMetadata } from "@/lib/seo/metadata";

/** Rendered per request (it reads its query): proxy.ts gives it a CSP nonce. */
export const dynamic = "force-dynamic";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("verifyEmail", "/verify-email", { noindex: true });
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where a confirmation link leads (docs/security.md "Verified e-mails"); product §2.8. */
export default async function VerifyEmailPage({ searchParams }: Props) {
  const t = await getTranslations("emailVerification");
  const token = (await searchParams).token;
  return (
    <PageSection heading={t("heading")}>
      <PageMessages namespaces={["emailVerification"]}>
        <VerifyEmail token={typeof token === "string" ? token.slice(0, 200) : ""} />
      </PageMessages>
    </PageSection>
  );
}
