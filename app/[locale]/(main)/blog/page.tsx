import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CategoryLinks, PostCard, PostGrid } from "@/components/blog/post-card";
import { Pagination } from "@/components/catalogue/pagination";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSection } from "@/components/ui/page-section";
import { pageParam } from "@/lib/blog/posts";
import { getBlogCategories, getPosts } from "@/lib/blog/server";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = pageParam((await searchParams).page);
  return pageMetadata("blog", page > 1 ? `/blog?page=${page}` : "/blog");
}

/** /blog: the featured post, the categories, and the newest posts page by page. */
export default async function BlogPage({ searchParams }: Props) {
  const t = await getTranslations("blog");
  const page = pageParam((await searchParams).page);
  const [posts, categories] = await Promise.all([getPosts(page), getBlogCategories()]);
  // Featured posts come first: on the first page the first of them is the big card.
  const [first, ...rest] = posts.data;
  const featured = page === 1 && first?.featured ? first : null;
  const listed = featured ? rest : posts.data;
  return (
    <PageSection heading={t("heading")} lead={t("lead")}>
      <CategoryLinks categories={categories} />
      {featured ? <PostCard post={featured} featured priority /> : null}
      {listed.length ? <PostGrid posts={listed} /> : featured ? null : <EmptyState>{t("empty")}</EmptyState>}
      <Pagination meta={posts.meta} path="/blog" query={{}} />
    </PageSection>
  );
}
