import { getTranslations } from "next-intl/server";
import type { Genre, ListingQuery, Section } from "@/lib/contract/catalogue";
import { activeFilters, type ListingFilter } from "@/lib/catalogue/listing-filters";
import { nameOf } from "@/lib/catalogue/titles";
import { countryName } from "@/lib/i18n/country-name";
import { pageLocale } from "@/lib/i18n/page-locale";
import { X } from "@/components/ui/icons";
import { FilterChips } from "./filter-chips";
import { FilterSheetButton } from "./filter-sheet-button";
import styles from "./listing-filters.module.scss";

const COUNTRIES = ["VN", "US", "KR", "JP", "GB", "FR", "TH", "CN"] as const;
const SHEET_ID = "filter-sheet";

type Props = { path: string; query: ListingQuery; sections: Section[]; genres: Genre[] };

/**
 * The listing's filters and sort as a plain GET form: the choices live in the URL, and it works without
 * script. On a wide screen the form sits above the grid; on a phone or a tablet (and a phone turned
 * sideways) it folds into a "Filters" button opening it in a bottom sheet. Either way the filters in
 * force show as chips, each a link that takes its filter off.
 */
export async function ListingFilters({ path, query, sections, genres }: Props) {
  const locale = await pageLocale();
  const t = await getTranslations("catalogue");
  const common = await getTranslations("common");
  const valueOf: Record<ListingFilter, (value: string) => string> = {
    section: (id) =>
      nameOf(
        sections.find((section) => String(section.id) === id)!,
        locale,
      ),
    genre: (id) =>
      nameOf(
        genres.find((genre) => String(genre.id) === id)!,
        locale,
      ),
    year: (year) => year,
    country: (code) => countryName(code, locale),
  };
  // Keyed by the query: a select's defaultValue is read once, and a chip's soft navigation keeps the DOM.
  const formKey = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const chips = activeFilters(query).map(({ key, value }) => ({
    key,
    label: t("chip", { filter: t(key), value: valueOf[key](value) }),
  }));
  return (
    <>
      <FilterForm
        key={`filter-${formKey}`}
        idPrefix="filter"
        className={styles.inline}
        {...{ path, query, sections, genres }}
      />
      <div className={styles.bar} data-chips={chips.length || undefined}>
        <FilterSheetButton sheetId={SHEET_ID} className={styles.sheetButton}>
          {t("filtersButton", { count: chips.length })}
        </FilterSheetButton>
        <FilterChips path={path} query={query} chips={chips} />
      </div>
      <dialog id={SHEET_ID} className={styles.sheet} aria-labelledby={`${SHEET_ID}-title`} closedby="any">
        <div className={styles.sheetHead}>
          <h2 id={`${SHEET_ID}-title`} className={styles.sheetTitle}>
            {t("filters")}
          </h2>
          <form method="dialog">
            <button type="submit" className={styles.close} aria-label={common("close")}>
              <X aria-hidden="true" size={20} />
            </button>
          </form>
        </div>
        <FilterForm
          key={`sheet-${formKey}`}
          idPrefix="sheet"
          className={styles.inSheet}
          {...{ path, query, sections, genres }}
        />
      </dialog>
    </>
  );
}

/** The form itself, drawn twice (inline and in the sheet, one of them hidden): `idPrefix` keeps ids apart. */
async function FilterForm({
  idPrefix,
  className,
  path,
  query,
  sections,
  genres,
}: Props & { idPrefix: string; className?: string }) {
  const locale = await pageLocale();
  const t = await getTranslations("catalogue");
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 30 }, (_, i) => thisYear - i);
  const select = { idPrefix, any: t("any") };
  return (
    <form method="get" action={path} className={className} aria-label={t("filters")}>
      <Select name="section" label={t("section")} value={query.section} {...select}>
        {sections.map((section) => (
          <option key={section.id} value={section.id}>
            {nameOf(section, locale)}
          </option>
        ))}
      </Select>
      <Select name="genre" label={t("genre")} value={query.genre} {...select}>
        {genres.map((genre) => (
          <option key={genre.id} value={genre.id}>
            {nameOf(genre, locale)}
          </option>
        ))}
      </Select>
      <Select name="year" label={t("year")} value={query.year} {...select}>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </Select>
      <Select name="country" label={t("country")} value={query.country} {...select}>
        {COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {countryName(code, locale)}
          </option>
        ))}
      </Select>
      <div className={styles.filter}>
        <label htmlFor={`${idPrefix}-sort`}>{t("sort")}</label>
        <select id={`${idPrefix}-sort`} name="sort" defaultValue={query.sort ?? "newest"}>
          <option value="newest">{t("sortNewest")}</option>
          <option value="popular">{t("sortPopular")}</option>
          <option value="rating">{t("sortRating")}</option>
        </select>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.apply}>
          {t("apply")}
        </button>
        <a href={path} className={styles.reset}>
          {t("reset")}
        </a>
      </div>
    </form>
  );
}

function Select({
  idPrefix,
  name,
  label,
  any,
  value,
  children,
}: {
  idPrefix: string;
  name: string;
  label: string;
  any: string;
  value: string | number | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className={styles.filter}>
      <label htmlFor={`${idPrefix}-${name}`}>{label}</label>
      <select id={`${idPrefix}-${name}`} name={name} defaultValue={value === undefined ? "" : String(value)}>
        <option value="">{any}</option>
        {children}
      </select>
    </div>
  );
}
