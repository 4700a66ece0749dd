import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProfileForm } from "@/components/account/profile-form";
import { PaymentList } from "@/components/payment/payment-list";
import { PageMessages } from "@/components/providers/page-messages";
import { PageSection } from "@/components/ui/page-section";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("profileInfo", "/profile/info", { noindex: true });
}

export default async function ProfileInfoPage() {
  const t = await getTranslations("profileForm");
  return (
    <PageSection heading={t("heading")}>
      <PageMessages namespaces={["profileForm", "emailVerification", "topUp"]}>
        <ProfileForm />
        <PaymentList />
      </PageMessages>
    </PageSection>
  );
}
