import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Invites } from "@/components/programme/invites";
import { PageMessages } from "@/components/providers/page-messages";
import { PageSection } from "@/components/ui/page-section";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("profileInvites", "/profile/invites", { noindex: true });
}

export default async function Page() {
  const t = await getTranslations("profile");
  return (
    <PageSection heading={t("invites")}>
      <PageMessages namespaces={["invites"]}>
        <Invites />
      </PageMessages>
    </PageSection>
  );
}
