import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { ListingQuery } from "@/lib/contract/catalogue";
import { isPastLastPage } from "@/lib/catalogue/pages";
import { getGenres, getListing, getSections } from "@/lib/api/reads/catalogue";
import { pageLocale } from "@/lib/i18n/page-locale";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSection } from "@/components/ui/page-section";
import { ListingFilters } from "./listing-filters";
import { Pagination } from "./pagination";
import { TitleGrid } from "./title-row";
import { TitleListJsonLd } from "./title-list-json-ld";
import styles from "./catalogue.module.scss";

/**
 * /movies and /series: filters and sort in the URL, a grid, and real page links. The query arrives
 * canonical (lib/query-address.ts); one that names nothing (a section or genre that does not
 * exist, a page past the last) is a 404, so made-up addresses fill no cache.
 */
export async function ListingPage({ kind, query }: { kind: "movies" | "series"; query: ListingQuery }) {
  const t = await getTranslations();
  const locale = await pageLocale();
  const [page, sections, genres] = await Promise.all([getListing(kind, query), getSections(), getGenres()]);
  const names = (ids: { id: number }[], id: number | undefined) =>
    id === undefined || ids.some((x) => x.id === id);
  if (!names(sections, query.section) || !names(genres, query.genre)) notFound();
  if (isPastLastPage(query.page, page.meta.last_page)) notFound();
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
