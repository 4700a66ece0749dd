import { getTranslations } from "next-intl/server";
import { NotFoundScreen } from "@/components/layout/not-found-screen";

export default async function ProfileNotFound() {
  const t = await getTranslations("errors.notFound");
  return <NotFoundScreen message={t("profile")} />;
}
