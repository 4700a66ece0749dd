import { getTranslations } from "next-intl/server";
import type { ListingQuery } from "@/lib/contract/catalogue";
import { withoutFilter, type ListingFilter } from "@/lib/catalogue/listing-filters";
import { X } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import styles from "./listing-filters.module.scss";

/**
 * The filters in force, each a chip linking to the list without it, and "Clear filters" when there
 * are several. Not prefetched, as the page links are not (components/catalogue/pagination.tsx).
 */
export async function FilterChips({
  path,
  query,
  chips,
}: {
  path: string;
  query: ListingQuery;
  chips: { key: ListingFilter; label: string }[];
}) {
  if (!chips.length) return null;
  const t = await getTranslations("catalogue");
  return (
    <ul className={styles.chips} aria-label={t("activeFilters")}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            href={withoutFilter(path, query, chip.key)}
            prefetch={false}
            className={styles.chip}
            aria-label={t("removeFilter", { filter: chip.label })}
          >
            {chip.label}
            <X aria-hidden="true" size={16} />
          </Link>
        </li>
      ))}
      {chips.length > 1 ? (
        <li>
          <Link href={withoutFilter(path, query, "all")} prefetch={false} className={styles.clear}>
            {t("reset")}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
