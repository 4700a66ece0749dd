import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Pagination } from "@/components/catalogue/pagination";
import { TitleListJsonLd } from "@/components/catalogue/title-list-json-ld";
import { TitleGrid } from "@/components/catalogue/title-row";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSection } from "@/components/ui/page-section";
import { metadataOrNone, orNotFound } from "@/lib/api/not-found";
import { redirectUnlessCanonical } from "@/lib/canonical-redirect";
import { getSection } from "@/lib/catalogue/server";
import { nameOf } from "@/lib/catalogue/titles";
import { pageLocale } from "@/lib/i18n/page-locale";
import { parseId } from "@/lib/route-params";
import { categoryPath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";
import { getTranslations } from "next-intl/server";

type Props = {
  params: Promise<{ sectionId: string; slug?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function load(params: Props["params"], searchParams: Props["searchParams"]) {
  const id = parseId((await params).sectionId);
  if (id === null) notFound();
  const raw = (await searchParams).page;
  const page = typeof raw === "string" && /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
  return { id, page, section: await orNotFound(getSection(id, page)) };
}

async function buildMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { section } = await load(params, searchParams);
  return pageMetadata("category", categoryPath(section.section.id, section.section.name_en), {
    values: { id: nameOf(section.section, await pageLocale()) },
  });
}

/** The backend failing leaves the metadata out; the page shows the error screen (lib/api/not-found). */
export const generateMetadata = metadataOrNone(buildMetadata);

/** /category/{sectionId}/{slug?}: a missing or wrong slug goes to the canonical one. */
export default async function CategoryPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const { section, page } = await load(params, searchParams);
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
