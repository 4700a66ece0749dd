import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { CategoryLinks, PostGrid } from "@/components/blog/post-card";
import { Pagination } from "@/components/catalogue/pagination";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSection } from "@/components/ui/page-section";
import { metadataOrNone, orNotFound } from "@/lib/api/not-found";
import { pageParam } from "@/lib/blog/posts";
import { getBlogCategories, getBlogCategory } from "@/lib/blog/server";
import { redirectUnlessCanonical } from "@/lib/canonical-redirect";
import { nameOf } from "@/lib/catalogue/titles";
import { pageLocale } from "@/lib/i18n/page-locale";
import { parseId } from "@/lib/route-params";
import { blogCategoryPath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = {
  params: Promise<{ id: string; slug?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function load(params: Props["params"], searchParams: Props["searchParams"]) {
  const id = parseId((await params).id);
  if (id === null) notFound();
  const page = pageParam((await searchParams).page);
  return { page, result: await orNotFound(getBlogCategory(id, page)) };
}

async function buildMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { result } = await load(params, searchParams);
  return pageMetadata("blogCategory", blogCategoryPath(result.category.id, result.category.name_en), {
    values: { id: nameOf(result.category, await pageLocale()) },
  });
}

/** The backend failing leaves the metadata out; the page shows the error screen (lib/api/not-found). */
export const generateMetadata = metadataOrNone(buildMetadata);

/** /blog/category/{id}/{slug?}: one category's posts; a missing or wrong slug goes to the canonical one. */
export default async function BlogCategoryPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const { page, result } = await load(params, searchParams);
  const canonical = blogCategoryPath(result.category.id, result.category.name_en);
  redirectUnlessCanonical({
    base: "/blog/category/",
    canonical,
    slug,
    keep: { page: page > 1 ? page : undefined },
  });
  const t = await getTranslations("blog");
  const categories = await getBlogCategories();
  return (
    <PageSection heading={nameOf(result.category, await pageLocale())}>
      <CategoryLinks categories={categories} current={result.category.id} />
      {result.data.length ? <PostGrid posts={result.data} /> : <EmptyState>{t("emptyCategory")}</EmptyState>}
      <Pagination meta={result.meta} path={canonical} query={{}} />
    </PageSection>
  );
}
