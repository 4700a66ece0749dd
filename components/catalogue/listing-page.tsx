import { getTranslations } from "next-intl/server";
import { ListingQuerySchema, type ListingQuery } from "@/lib/contract/catalogue";
import { getGenres, getListing, getSections } from "@/lib/catalogue/server";
import { pageLocale } from "@/lib/i18n/page-locale";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSection } from "@/components/ui/page-section";
import { ListingFilters } from "./listing-filters";
import { Pagination } from "./pagination";
import { TitleGrid } from "./title-row";
import { TitleListJsonLd } from "./title-list-json-ld";
import styles from "./catalogue.module.scss";

type Search = Record<string, string | string[] | undefined>;

/** The query a listing understands; anything it does not is dropped rather than refused. */
export function listingQuery(search: Search): ListingQuery {
  const query: Record<string, string> = {};
  for (const key of ["section", "genre", "year", "country", "sort", "page"] as const) {
    const value = search[key];
    if (typeof value !== "string" || value === "") continue;
    if (ListingQuerySchema.safeParse({ [key]: value }).success) query[key] = value;
  }
  return ListingQuerySchema.parse(query);
}

/** /movies and /series: filters and sort in the URL, a grid, and real page links. */
export async function ListingPage({ kind, search }: { kind: "movies" | "series"; search: Search }) {
  const t = await getTranslations();
  const locale = await pageLocale();
  const query = listingQuery(search);
  const [page, sections, genres] = await Promise.all([getListing(kind, query), getSections(), getGenres()]);
  const path = `/${kind}`;
  const kept = Object.fromEntries(
    Object.entries(query)
      .filter(([key, value]) => key !== "page" && value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
  const heading = kind === "movies" ? t("listing.moviesHeading") : t("listing.seriesHeading");
  return (
    <PageSection heading={heading}>
      <TitleListJsonLd name={heading} titles={page.data} locale={locale} />
      <ListingFilters path={path} query={query} sections={sections} genres={genres} />
      <p className={styles.count} aria-live="polite">
        {t("catalogue.results", { count: page.meta.total })}
      </p>
      {page.data.length ? (
        <TitleGrid titles={page.data} headingLevel={2} />
      ) : (
        <EmptyState>
          {Object.keys(kept).some((key) => key !== "sort")
            ? t("listing.noMatch")
            : kind === "movies"
              ? t("listing.emptyMovies")
              : t("listing.emptySeries")}
        </EmptyState>
      )}
      <Pagination meta={page.meta} path={path} query={kept} />
    </PageSection>
  );
}
