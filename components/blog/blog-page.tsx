import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Pagination } from "@/components/catalogue/pagination";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSection } from "@/components/ui/page-section";
import { getBlogCategories, getPosts } from "@/lib/api/reads/blog";
import { isPastLastPage } from "@/lib/catalogue/pages";
import { CategoryLinks, PostCard, PostGrid } from "./post-card";

/** /blog: the featured post, the categories, and the newest posts page by page (past the last: 404). */
export async function BlogPage({ page = 1 }: { page?: number }) {
  const t = await getTranslations("blog");
  const [posts, categories] = await Promise.all([getPosts(page), getBlogCategories()]);
  if (isPastLastPage(page, posts.meta.last_page)) notFound();
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
