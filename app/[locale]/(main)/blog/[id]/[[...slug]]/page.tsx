import type { Metadata } from "next";
import { Image } from "@/components/ui/image";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { PostGrid, PostMeta } from "@/components/blog/post-card";
import { ReviewedTitleCard, reviewedTitlePath } from "@/components/blog/reviewed-title";
import styles from "@/components/blog/blog.module.scss";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { JsonLd } from "@/components/ui/json-ld";
import { PageSection } from "@/components/ui/page-section";
import { byIdOr404, metadataOrNone } from "@/lib/api/not-found";
import markdownStyles from "@/components/blog/markdown-body.module.scss";
import { renderMarkdown } from "@/lib/blog/markdown";
import { postBody, postExcerpt, postTitle } from "@/lib/blog/posts";
import { getPost } from "@/lib/api/reads/blog";
import { redirectUnlessCanonical } from "@/lib/canonical-redirect";
import { nameOf, titleOf } from "@/lib/catalogue/titles";
import { publicEnv } from "@/lib/config/public-env";
import { pageLocale } from "@/lib/i18n/page-locale";
import { imageUrl } from "@/lib/images";
import { blogCategoryPath, blogPostPath } from "@/lib/routes";
import { articleJsonLd, breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { absoluteUrl, localizedUrl } from "@/lib/seo/urls";

type Props = { params: Promise<{ id: string; slug?: string[] }> };

/** Built on the first visit per language, then served from the cache; revalidated by tag. */
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

async function load(params: Props["params"]) {
  return byIdOr404((await params).id, getPost);
}

async function buildMetadata({ params }: Props): Promise<Metadata> {
  const post = await load(params);
  const locale = await pageLocale();
  return pageMetadata("blogPost", blogPostPath(post.id, post.title_en), {
    values: { id: postTitle(post, locale), description: postExcerpt(post, locale) },
    image: imageUrl("blogCover", post.cover, publicEnv.NEXT_PUBLIC_API_HOST),
    ogType: "article",
  });
}

/** The backend failing leaves the metadata out; the page shows the error screen (lib/api/not-found). */
export const generateMetadata = metadataOrNone(buildMetadata);

/** /blog/{id}/{slug?}: an article. A missing or wrong slug goes to the canonical one. */
export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params;
  const post = await load(params);
  const canonical = blogPostPath(post.id, post.title_en);
  redirectUnlessCanonical({ base: "/blog/", canonical, slug });

  const locale = await pageLocale();
  const t = await getTranslations();
  const title = postTitle(post, locale);
  const cover = imageUrl("blogCover", post.cover, publicEnv.NEXT_PUBLIC_API_HOST);
  const categoryHref = blogCategoryPath(post.category.id, post.category.name_en);
  const crumbs = [
    { name: t("nav.home"), href: "/" },
    { name: t("nav.blog"), href: "/blog" },
    { name: nameOf(post.category, locale), href: categoryHref },
    { name: title, href: canonical },
  ];
  return (
    <PageSection>
      <JsonLd
        data={[
          articleJsonLd(post, {
            locale,
            url: localizedUrl(locale, canonical),
            image: absoluteUrl(cover),
            headline: title,
            description: postExcerpt(post, locale),
            section: nameOf(post.category, locale),
            publisher: { name: t("meta.siteName"), url: localizedUrl(locale, "/") },
            about: post.reviews && {
              kind: post.reviews.kind,
              name: titleOf(post.reviews, locale),
              url: localizedUrl(locale, reviewedTitlePath(post.reviews)),
            },
          }),
          breadcrumbJsonLd(crumbs.map((c) => ({ name: c.name, url: localizedUrl(locale, c.href) }))),
        ]}
      />
      <article className={styles.article}>
        <Breadcrumbs items={crumbs} label={t("watch.breadcrumb")} />
        <Link href={categoryHref} className={styles.category}>
          {nameOf(post.category, locale)}
        </Link>
        <h1 className={styles.articleTitle}>{title}</h1>
        <PostMeta post={post} />
        {cover ? (
          <div className={styles.cover}>
            <Image
              src={cover}
              alt=""
              fill
              preload
              sizes="(min-width: 768px) 46rem, 100vw"
              className={styles.coverImage}
            />
          </div>
        ) : null}
        <p className={styles.lead}>{postExcerpt(post, locale)}</p>
        {post.reviews ? <ReviewedTitleCard title={post.reviews} locale={locale} /> : null}
        {/* Markdown rendered on the server, typed HTML escaped (lib/blog/markdown.ts). */}
        <div
          className={markdownStyles.markdown}
          dangerouslySetInnerHTML={{ __html: renderMarkdown(postBody(post, locale)) }}
        />
      </article>
      {post.related.length ? (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading">{t("blog.related")}</h2>
          <PostGrid posts={post.related} />
        </section>
      ) : null}
    </PageSection>
  );
}
