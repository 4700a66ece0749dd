import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContinueHere } from "@/components/watch/continue-here";
import { PageMessages } from "@/components/providers/page-messages";
import { PageSection } from "@/components/ui/page-section";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("handoff", "/c", { noindex: true });
}

type Props = { params: Promise<{ code: string }> };

/** Where a "continue on phone" link leads (issue #18; product §2.8): the other device takes over. */
export default async function ContinuePage({ params }: Props) {
  const t = await getTranslations("handoff");
  const { code } = await params;
  return (
    <PageSection heading={t("heading")}>
      <PageMessages namespaces={["handoff"]}>
        <ContinueHere code={code.slice(0, 200)} />
      </PageMessages>
    </PageSection>
  );
}
