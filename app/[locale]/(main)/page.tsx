import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContinueWatching } from "@/components/activity/continue-watching";
import { Hero } from "@/components/catalogue/hero";
import { TitleRow } from "@/components/catalogue/title-row";
import { PageMessages } from "@/components/providers/page-messages";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSection } from "@/components/ui/page-section";
import { getHome } from "@/lib/api/reads/catalogue";
import { nameOf } from "@/lib/catalogue/titles";
import { pageLocale } from "@/lib/i18n/page-locale";
import { categoryPath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

/** Prerendered per language, rendered again at most every five minutes. */
export const revalidate = 300;

/**
 * What the home page shows of the backend's rows: every row links to its full section, and a page of
 * a hundred and seventy cards weighed 420 kB of HTML (docs/performance.md).
 */
const HOME_ROWS = 5;
const HOME_ROW_TITLES = 8;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("home", "/");
}

export default async function HomePage() {
  const locale = await pageLocale();
  const t = await getTranslations("home");
  const home = await getHome();
  return (
    <PageSection heading={t("heading")} lead={t("intro")} headOnPhone={false}>
      <Hero banners={home.banners} />
      <PageMessages namespaces={["activity"]}>
        <ContinueWatching />
      </PageMessages>
      {home.rows.length ? (
        home.rows
          .slice(0, HOME_ROWS)
          .map((row, index) => (
            <TitleRow
              key={row.key}
              heading={nameOf(row, locale)}
              href={row.section_id ? categoryPath(row.section_id, row.name_en) : undefined}
              titles={row.titles.slice(0, HOME_ROW_TITLES)}
              eager={index === 0 && !home.banners.length}
            />
          ))
      ) : (
        <EmptyState>{t("empty")}</EmptyState>
      )}
    </PageSection>
  );
}
