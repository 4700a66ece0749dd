import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FavoritesGrid } from "@/components/activity/favorites-grid";
import { PageMessages } from "@/components/providers/page-messages";
import { PageSection } from "@/components/ui/page-section";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("profileFavorites", "/profile/favorites", { noindex: true });
}

export default async function ProfileFavoritesPage() {
  const t = await getTranslations("profile");
  return (
    <PageSection heading={t("favorites")}>
      <PageMessages namespaces={["activity", "film", "watch"]}>
        <FavoritesGrid />
      </PageMessages>
    </PageSection>
  );
}
