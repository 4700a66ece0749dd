import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SearchBox } from "@/components/layout/search-box";
import { Link } from "@/components/ui/link";
import { PageSection } from "@/components/ui/page-section";
import { getGenres, getSections } from "@/lib/api/reads/catalogue";
import { nameOf } from "@/lib/catalogue/titles";
import { pageLocale } from "@/lib/i18n/page-locale";
import { categoryPath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";
import styles from "./search.module.scss";

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("searchHome", "/search", { noindex: true });
}

/**
 * /search: where the phone's tab bar leads (issue #35; the header's box is hidden on a phone). The
 * same search box as the header's, and the sections and genres to browse without typing.
 */
export default async function SearchHomePage() {
  const t = await getTranslations();
  const locale = await pageLocale();
  const [sections, genres] = await Promise.all([getSections(), getGenres()]);
  return (
    <PageSection heading={t("search.home")}>
      <SearchBox
        className={styles.box}
        landmarkLabel={t("search.home")}
        label={t("header.searchLabel")}
        placeholder={t("header.searchPlaceholder")}
        submitLabel={t("header.searchSubmit")}
        suggestionsLabel={t("header.suggestions")}
        kindLabels={{ movie: t("film.movie"), series: t("film.series") }}
      />
      <h2 className={styles.heading}>{t("search.browseSections")}</h2>
      <ul className={styles.chips}>
        {sections.map((section) => (
          <li key={section.id}>
            <Link href={categoryPath(section.id, section.name_en)}>{nameOf(section, locale)}</Link>
          </li>
        ))}
      </ul>
      <h2 className={styles.heading}>{t("search.browseGenres")}</h2>
      <ul className={styles.chips}>
        {genres.map((genre) => (
          <li key={genre.id}>
            <Link href={`/${genre.movie_count ? "movies" : "series"}?genre=${genre.id}`}>
              {nameOf(genre, locale)}
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
