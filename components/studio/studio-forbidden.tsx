import { getTranslations } from "next-intl/server";

/** What a studio page shows a role the backend refused (403): why, and who can change it. */
export async function StudioForbidden() {
  const t = await getTranslations("studio.forbidden");
  return (
    <>
      <h1>{t("heading")}</h1>
      <p>{t("body")}</p>
    </>
  );
}
