import { getTranslations } from "next-intl/server";
import { NotFoundScreen } from "@/components/layout/not-found-screen";
import { localizedPath } from "@/lib/i18n/addresses";
import { pageLocale } from "@/lib/i18n/page-locale";

/** A studio address that names nothing (a title or an episode that is not there): the studio's own 404. */
export default async function StudioNotFound() {
  const locale = await pageLocale();
  const t = await getTranslations("studio");
  return <NotFoundScreen back={{ href: localizedPath(locale, "/studio"), label: t("backToOverview") }} />;
}
