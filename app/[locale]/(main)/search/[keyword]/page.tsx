import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { TitleGrid } from "@/components/catalogue/title-row";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSection } from "@/components/ui/page-section";
import { searchCatalogue } from "@/lib/api/reads/catalogue";
import { pageLocale } from "@/lib/i18n/page-locale";
import { canonicalKeyword } from "@/lib/query-address";
import { decodeSegment } from "@/lib/route-params";
import { blogPostPath, searchPath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";
import styles from "@/components/catalogue/catalogue.module.scss";

type Props = { params: Promise<{ keyword: string }> };

/**
 * Built on the first search for a keyword, then served from the cache and refreshed with the
 * catalogue and the blog; each process keeps searches in its memory within a budget, never on disk
 * or in Redis (runtime/csp-cache-handler.mjs). proxy.ts hands over the keyword in one spelling.
 */
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

async function keywordOf(params: Props["params"]) {
  return canonicalKeyword(decodeSegment((await params).keyword));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const keyword = await keywordOf(params);
  // Result pages stay out of search engines' indexes; their links are still followed.
  return pageMetadata("search", searchPath(keyword), { values: { keyword }, noindex: true });
}

/** /search/{keyword}: films, series and articles; accents optional ("quy dao" finds "Quỹ đạo"). */
export default async function SearchPage({ params }: Props) {
  const keyword = await keywordOf(params);
  const t = await getTranslations();
  const locale = await pageLocale();
  const results = keyword ? await searchCatalogue(keyword) : null;
  const found = results ? results.movies.length + results.series.length + results.posts.length : 0;
  return (
    <PageSection heading={t("search.heading", { keyword })}>
      {!results ? <EmptyState>{t("search.emptyKeyword")}</EmptyState> : null}
      {results && !found ? <EmptyState>{t("search.noResults", { keyword })}</EmptyState> : null}
      {results && found ? (
        <div className={styles.results}>
          {results.movies.length ? (
            <section aria-label={t("catalogue.movies")} className={styles.row}>
              <h2 className={styles.rowTitle}>{t("catalogue.movies")}</h2>
              <TitleGrid titles={results.movies} />
            </section>
          ) : null}
          {results.series.length ? (
            <section aria-label={t("catalogue.series")} className={styles.row}>
              <h2 className={styles.rowTitle}>{t("catalogue.series")}</h2>
              <TitleGrid titles={results.series} />
            </section>
          ) : null}
          {results.posts.length ? (
            <section aria-label={t("catalogue.posts")} className={styles.row}>
              <h2 className={styles.rowTitle}>{t("catalogue.posts")}</h2>
              <ul className={styles.postList}>
                {results.posts.map((post) => (
                  <li key={post.id}>
                    <Link href={blogPostPath(post.id, post.title_en)}>
                      {locale === "vi" ? post.title_vi : post.title_en}
                    </Link>
                    <p>{locale === "vi" ? post.excerpt_vi : post.excerpt_en}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}
    </PageSection>
  );
}
