import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import type { Genre, ListingQuery, Section } from "@/lib/contract/catalogue";
import { nameOf } from "@/lib/catalogue/titles";
import { countryName } from "@/lib/i18n/country-name";
import { pageLocale } from "@/lib/i18n/page-locale";
import styles from "./catalogue.module.scss";

const COUNTRIES = ["VN", "US", "KR", "JP", "GB", "FR", "TH", "CN"] as const;

/** Filters and sort as a plain GET form: the choices live in the URL, and it works without script. */
export async function ListingFilters({
  path,
  query,
  sections,
  genres,
}: {
  path: string;
  query: ListingQuery;
  sections: Section[];
  genres: Genre[];
}) {
  const locale = await pageLocale();
  const t = await getTranslations("catalogue");
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 30 }, (_, i) => thisYear - i);
  return (
    <form method="get" action={path} className={styles.filters} aria-label={t("filters")}>
      <Select name="section" label={t("section")} any={t("any")} value={query.section}>
        {sections.map((section) => (
          <option key={section.id} value={section.id}>
            {nameOf(section, locale)}
          </option>
        ))}
      </Select>
      <Select name="genre" label={t("genre")} any={t("any")} value={query.genre}>
        {genres.map((genre) => (
          <option key={genre.id} value={genre.id}>
            {nameOf(genre, locale)}
          </option>
        ))}
      </Select>
      <Select name="year" label={t("year")} any={t("any")} value={query.year}>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </Select>
      <Select name="country" label={t("country")} any={t("any")} value={query.country}>
        {COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {countryName(code, locale)}
          </option>
        ))}
      </Select>
      <div className={styles.filter}>
        <label htmlFor="filter-sort">{t("sort")}</label>
        <select id="filter-sort" name="sort" defaultValue={query.sort ?? "newest"}>
          <option value="newest">{t("sortNewest")}</option>
          <option value="popular">{t("sortPopular")}</option>
          <option value="rating">{t("sortRating")}</option>
        </select>
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className={styles.apply}>
          {t("apply")}
        </button>
        <Link href={path} className={styles.reset}>
          {t("reset")}
        </Link>
      </div>
    </form>
  );
}

function Select({
  name,
  label,
  any,
  value,
  children,
}: {
  name: string;
  label: string;
  any: string;
  value: string | number | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className={styles.filter}>
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} name={name} defaultValue={value === undefined ? "" : String(value)}>
        <option value="">{any}</option>
        {children}
      </select>
    </div>
  );
}
