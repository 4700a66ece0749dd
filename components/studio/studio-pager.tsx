import { Link } from "@/components/ui/link";
import styles from "./studio.module.scss";

/** A studio list's pages: the one before, where this is, the one after; nothing when there is one page. */
export function StudioPager({
  label,
  page,
  pages,
  hrefOf,
  texts,
}: {
  label: string;
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  texts: { previous: string; next: string; position: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pages} aria-label={label}>
      {page > 1 ? <Link href={hrefOf(page - 1)}>{texts.previous}</Link> : null}
      <span>{texts.position}</span>
      {page < pages ? <Link href={hrefOf(page + 1)}>{texts.next}</Link> : null}
    </nav>
  );
}
