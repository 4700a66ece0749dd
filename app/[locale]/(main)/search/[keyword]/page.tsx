import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSection } from "@/components/ui/page-section";
import { decodeSegment } from "@/lib/route-params";
import { searchPath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ keyword: string }> };

async function keywordOf(params: Props["params"]) {
  return decodeSegment((await params).keyword)
    .trim()
    .slice(0, 100);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const keyword = await keywordOf(params);
  // Result pages stay out of search engines' indexes; their links are still followed.
  return pageMetadata("search", searchPath(keyword), { values: { keyword }, noindex: true });
}

export default async function SearchPage({ params }: Props) {
  const keyword = await keywordOf(params);
  const t = await getTranslations("search");
  return (
    <PageSection heading={t("heading", { keyword })}>
      <EmptyState>{keyword ? t("noResults", { keyword }) : t("emptyKeyword")}</EmptyState>
    </PageSection>
  );
}
