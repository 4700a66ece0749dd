import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthRequired } from "@/components/auth/auth-required";
import { pageMetadata } from "@/lib/seo/metadata";

/** Rendered per request: proxy.ts gives this page a CSP nonce, which Next writes into its HTML. */
export const dynamic = "force-dynamic";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("authRequired", "/", { noindex: true });
}

/** Served by proxy.ts, at the protected URL itself, to a signed-out request for /top-up or /profile/*. */
export default async function AuthRequiredPage() {
  const t = await getTranslations();
  return (
    <AuthRequired
      labels={{
        loading: t("common.loading"),
        title: t("auth.requiredTitle"),
        text: t("auth.requiredText"),
        signIn: t("header.signIn"),
      }}
    />
  );
}
