import { getTranslations } from "next-intl/server";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import styles from "@/components/studio/studio.module.scss";
import { Link } from "@/components/ui/link";
import { TableScroller } from "@/components/ui/table-scroller";
import { isApiError } from "@/lib/api/errors";
import { studioLegalList } from "@/lib/contract/endpoints/studio-legal";
import { formatDate } from "@/lib/format";
import { localizedPath } from "@/lib/i18n/addresses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { requireStaff, studioApi } from "@/lib/studio/server";

/** /studio/legal: the terms, privacy and payment policies, each with its version in effect (the content roles). */
export default async function StudioLegalPage() {
  const locale = await pageLocale();
  await requireStaff(locale);
  const t = await getTranslations("studio.legal");
  let list;
  try {
    list = await (await studioApi(locale)).call(studioLegalList, {});
  } catch (error) {
    if (!isApiError(error, 403)) throw error;
    return <StudioForbidden />;
  }
  return (
    <>
      <h1 id="legal-heading">{t("heading")}</h1>
      <p>{t("intro")}</p>
      <TableScroller labelledBy="legal-heading">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("document")}</th>
              <th scope="col">{t("inEffect")}</th>
              <th scope="col">{t("next")}</th>
              <th scope="col">{t("versions")}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((doc) => (
              <tr key={doc.slug}>
                <td>
                  <Link href={localizedPath(locale, `/studio/legal/${doc.slug}`)}>
                    {locale === "vi" ? doc.title_vi : doc.title_en}
                  </Link>
                </td>
                <td>{formatDate(doc.effective_on)}</td>
                <td>{doc.upcoming_on ? formatDate(doc.upcoming_on) : t("noNext")}</td>
                <td>{doc.versions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </>
  );
}
