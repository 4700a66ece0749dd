import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { NewLegalVersionForm, WithdrawVersionForm } from "@/components/studio/legal-version-forms";
import { PageLinks } from "@/components/studio/page-links";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import styles from "@/components/studio/studio.module.scss";
import { Link } from "@/components/ui/link";
import { TableScroller } from "@/components/ui/table-scroller";
import { isApiError } from "@/lib/api/errors";
import { studioLegalDocument } from "@/lib/contract/endpoints/studio-legal";
import { StudioLegalParamsSchema } from "@/lib/contract/studio-legal";
import { formatDate } from "@/lib/format";
import { localizedPath } from "@/lib/i18n/addresses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { addLegalVersionAction, withdrawLegalVersionAction } from "@/lib/studio/legal-actions";
import { newVersionValues } from "@/lib/studio/legal-form";
import { requireStaff, studioApi } from "@/lib/studio/server";

type Props = { params: Promise<{ slug: string }> };

/** /studio/legal/{slug}: a legal document's versions and a new one; an unknown document is a 404. */
export default async function StudioLegalDocumentPage({ params }: Props) {
  const locale = await pageLocale();
  await requireStaff(locale);
  const parsed = StudioLegalParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const t = await getTranslations("studio.legal");
  let doc;
  try {
    doc = await (await studioApi(locale)).call(studioLegalDocument, { params: parsed.data });
  } catch (error) {
    if (isApiError(error, 404)) notFound();
    if (!isApiError(error, 403)) throw error;
    return <StudioForbidden />;
  }
  const format = await getFormatter();
  const current = doc.versions.find((version) => version.state === "current") ?? doc.versions[0]!;
  return (
    <>
      <Link href={localizedPath(locale, "/studio/legal")}>{t("back")}</Link>
      <h1 id="versions-heading">{locale === "vi" ? current.title_vi : current.title_en}</h1>
      <PageLinks
        label={t("pages")}
        paths={doc.paths}
        texts={{ en: t("openEnglish"), vi: t("openVietnamese") }}
      />
      <TableScroller labelledBy="versions-heading">
        <table className={styles.table}>
          <caption className={styles.muted}>{t("versionsCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("effectiveOn")}</th>
              <th scope="col">{t("state")}</th>
              <th scope="col">{t("titleField")}</th>
              <th scope="col">{t("written")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {doc.versions.map((version) => (
              <tr key={version.id}>
                <td>{formatDate(version.effective_on)}</td>
                <td>{t(`states.${version.state}`)}</td>
                <td>{locale === "vi" ? version.title_vi : version.title_en}</td>
                <td>
                  {format.dateTime(new Date(version.created_at), { dateStyle: "short", timeStyle: "short" })}
                </td>
                <td>
                  {version.state === "upcoming" ? (
                    <WithdrawVersionForm
                      initial={{ slug: doc.slug, id: version.id }}
                      effectiveOn={formatDate(version.effective_on)}
                      withdrawLegalVersionAction={withdrawLegalVersionAction}
                    />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <NewLegalVersionForm
        initial={{ slug: doc.slug, values: newVersionValues(doc), outcome: "opened" }}
        today={doc.today}
        addLegalVersionAction={addLegalVersionAction}
      />
    </>
  );
}
