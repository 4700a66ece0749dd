import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Pagination } from "@/components/catalogue/pagination";
import { TitleListJsonLd } from "@/components/catalogue/title-list-json-ld";
import { TitleGrid } from "@/components/catalogue/title-row";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSection } from "@/components/ui/page-section";
import { metadataOrNone, orNotFound } from "@/lib/api/not-found";
import { redirectUnlessCanonical } from "@/lib/canonical-redirect";
import { getSection } from "@/lib/api/reads/catalogue";
import { nameOf } from "@/lib/catalogue/titles";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isPastLastPage } from "@/lib/catalogue/pages";
import { slugAndPage } from "@/lib/query-address";
import { parseId } from "@/lib/contract/ids";
import { categoryPath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";
import { getTranslations } from "next-intl/server";

type Props = { params: Promise<{ sectionId: string; slug?: string[] }> };

/**
 * Built on the first visit per section, page and language, then served from the cache; revalidated
 * by the catalogue tag. proxy.ts appends ?page= as "…/q/page=2" to the slug (lib/query-address.ts).
 */
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

async function load(params: Props["params"]) {
  const { sectionId, slug: segments } = await params;
  const id = parseId(sectionId);
  const asked = slugAndPage(segments);
  if (id === null || !asked) notFound();
  const { slug, page } = asked;
  const section = await orNotFound(getSection(id, page));
  if (isPastLastPage(page, section.meta.last_page)) notFound();
  return { slug, page, section };
}

async function buildMetadata({ params }: Props): Promise<Metadata> {
  const { section } = await load(params);
  return pageMetadata("category", categoryPath(section.section.id, section.section.name_en), {
    values: { id: nameOf(section.section, await pageLocale()) },
  });
}

/** The backend failing leaves the metadata out; the page shows the error screen (lib/api/not-found). */
export const generateMetadata = metadataOrNone(buildMetadata);

/** /category/{sectionId}/{slug?}: a missing or wrong slug goes to the canonical one. */
export default async function CategoryPage({ params }: Props) {
  const { slug, section, page } = await load(params);
  const canonical = categoryPath(section.section.id, section.section.name_en);
  redirectUnlessCanonical({
    base: "/category/",
    canonical,
    slug,
    keep: { page: page > 1 ? page : undefined },
  });
  const locale = await pageLocale();
  const t = await getTranslations("listing");
  const heading = nameOf(section.section, locale);
  return (
    <PageSection heading={heading}>
      <TitleListJsonLd name={heading} titles={section.data} locale={locale} />
      {section.data.length ? (
        <TitleGrid titles={section.data} headingLevel={2} />
      ) : (
        <EmptyState>{t("emptyCategory")}</EmptyState>
      )}
      <Pagination meta={section.meta} path={canonical} query={{}} />
    </PageSection>
  );
}
