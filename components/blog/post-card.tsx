import { Image } from "@/components/ui/image";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import clsx from "clsx";
import type { BlogCategory, BlogPostCard } from "@/lib/contract/blog";
import { postExcerpt, postTitle, readingMinutes } from "@/lib/blog/posts";
import { nameOf } from "@/lib/catalogue/titles";
import { browserEnv } from "@/lib/config/browser-env";
import { formatDate } from "@/lib/format";
import { pageLocale } from "@/lib/i18n/page-locale";
import { imageUrl } from "@/lib/images";
import { blogCategoryPath, blogPostPath } from "@/lib/routes";
import styles from "./blog.module.scss";

/** Date (dd/mm/yyyy) and reading time of a post. */
export async function PostMeta({ post }: { post: BlogPostCard }) {
  const locale = await pageLocale();
  const t = await getTranslations("blog");
  return (
    <p className={styles.meta}>
      <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
      <span>{t("readingTime", { minutes: readingMinutes(post, locale) })}</span>
    </p>
  );
}

/** A post in a list; `featured` is the big card at the top of the blog. */
export async function PostCard({
  post,
  featured,
  priority,
}: {
  post: BlogPostCard;
  featured?: boolean;
  priority?: boolean;
}) {
  const locale = await pageLocale();
  const cover = imageUrl("blogCover", post.cover, browserEnv.NEXT_PUBLIC_API_HOST);
  const title = postTitle(post, locale);
  const href = blogPostPath(post.id, post.title_en);
  const Heading = featured ? "h2" : "h3";
  return (
    <article className={clsx(styles.card, featured && styles.featured)}>
      <Link href={href} className={styles.cover} tabIndex={-1} aria-hidden="true">
        {cover ? (
          <Image
            src={cover}
            alt=""
            fill
            preload={priority}
            sizes={
              featured
                ? "(min-width: 1024px) 60vw, 100vw"
                : "(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
            }
            className={styles.coverImage}
          />
        ) : null}
      </Link>
      <div className={styles.cardText}>
        <Link href={blogCategoryPath(post.category.id, post.category.name_en)} className={styles.category}>
          {nameOf(post.category, locale)}
        </Link>
        <Heading className={styles.cardTitle}>
          <Link href={href}>{title}</Link>
        </Heading>
        <p className={styles.excerpt}>{postExcerpt(post, locale)}</p>
        <PostMeta post={post} />
      </div>
    </article>
  );
}

export async function PostGrid({ posts }: { posts: BlogPostCard[] }) {
  return (
    <ul className={styles.grid}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}

/** The categories as links; the current one is marked. */
export async function CategoryLinks({
  categories,
  current,
}: {
  categories: BlogCategory[];
  current?: number;
}) {
  const locale = await pageLocale();
  const t = await getTranslations("blog");
  return (
    <nav aria-label={t("categories")}>
      <ul className={styles.chips}>
        <li>
          <Link href="/blog" aria-current={current === undefined ? "page" : undefined}>
            {t("allPosts")}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              href={blogCategoryPath(category.id, category.name_en)}
              aria-current={current === category.id ? "page" : undefined}
            >
              {nameOf(category, locale)} <span className={styles.count}>{category.post_count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
