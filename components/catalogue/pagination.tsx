import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import type { PageMeta } from "@/lib/contract/catalogue";
import { pageWindow } from "@/lib/catalogue/pages";
import styles from "./catalogue.module.scss";

/**
 * Real page links crawlers can follow; the other query parameters are kept. Not prefetched: Next 16's
 * prefetch of the same page with another query, behind the language rewrite, comes back empty and the
 * click then changes only the address (see components/programme/leaderboard-board.tsx).
 */
export async function Pagination({
  meta,
  path,
  query,
}: {
  meta: PageMeta;
  path: string;
  query: Record<string, string>;
}) {
  if (meta.last_page <= 1) return null;
  const t = await getTranslations("catalogue");
  const href = (page: number) => {
    const params = new URLSearchParams(query);
    if (page > 1) params.set("page", String(page));
    else params.delete("page");
    const search = params.toString();
    return search ? `${path}?${search}` : path;
  };
  return (
    <nav aria-label={t("pagination")} className={styles.pagination}>
      {meta.page > 1 ? (
        <Link href={href(meta.page - 1)} prefetch={false} rel="prev" className={styles.pageLink}>
          {t("previous")}
        </Link>
      ) : null}
      {pageWindow(meta.page, meta.last_page).map((page, index) =>
        page === null ? (
          <span key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            prefetch={false}
            key={page}
            href={href(page)}
            className={styles.pageLink}
            aria-label={t("page", { page })}
            aria-current={page === meta.page ? "page" : undefined}
          >
            {page}
          </Link>
        ),
      )}
      {meta.page < meta.last_page ? (
        <Link href={href(meta.page + 1)} prefetch={false} rel="next" className={styles.pageLink}>
          {t("next")}
        </Link>
      ) : null}
    </nav>
  );
}
