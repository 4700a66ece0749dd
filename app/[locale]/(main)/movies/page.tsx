import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSection } from "@/components/ui/page-section";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("movies", "/movies");
}

export default async function MoviesPage() {
  const t = await getTranslations("listing");
  return (
    <PageSection heading={t("moviesHeading")}>
      <EmptyState>{t("emptyMovies")}</EmptyState>
    </PageSection>
  );
}
