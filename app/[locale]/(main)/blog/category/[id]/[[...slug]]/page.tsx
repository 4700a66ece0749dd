import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { CategoryLinks, PostGrid } from "@/components/blog/post-card";
import { Pagination } from "@/components/catalogue/pagination";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSection } from "@/components/ui/page-section";
import { metadataOrNone, orNotFound } from "@/lib/api/not-found";
import { getBlogCategories, getBlogCategory } from "@/lib/api/reads/blog";
import { redirectUnlessCanonical } from "@/lib/canonical-redirect";
import { nameOf } from "@/lib/catalogue/titles";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isPastLastPage } from "@/lib/catalogue/pages";
import { slugAndPage } from "@/lib/query-address";
import { parseId } from "@/lib/contract/ids";
import { blogCategoryPath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ id: string; slug?: string[] }> };

/**
 * Built on the first visit per category, page and language, then served from the cache; revalidated
 * by the blog tag. proxy.ts appends ?page= as "…/q/page=2" to the slug (lib/query-address.ts).
 */
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

async function load(params: Props["params"]) {
  const { id: rawId, slug: segments } = await params;
  const id = parseId(rawId);
  const asked = slugAndPage(segments);
  if (id === null || !asked) notFound();
  const { slug, page } = asked;
  const result = await orNotFound(getBlogCategory(id, page));
  if (isPastLastPage(page, result.meta.last_page)) notFound();
  return { slug, page, result };
}

async function buildMetadata({ params }: Props): Promise<Metadata> {
  const { result } = await load(params);
  return pageMetadata("blogCategory", blogCategoryPath(result.category.id, result.category.name_en), {
    values: { id: nameOf(result.category, await pageLocale()) },
  });
}

/** The backend failing leaves the metadata out; the page shows the error screen (lib/api/not-found). */
export const generateMetadata = metadataOrNone(buildMetadata);

/** /blog/category/{id}/{slug?}: one category's posts; a missing or wrong slug goes to the canonical one. */
export default async function BlogCategoryPage({ params }: Props) {
  const { slug, page, result } = await load(params);
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
