import { getFormatter, getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import styles from "@/components/studio/studio.module.scss";
import { Button, buttonClassName } from "@/components/ui/button";
import { TableScroller } from "@/components/ui/table-scroller";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/api/errors";
import { studioAudit } from "@/lib/contract/endpoints/studio";
import type { AuditEntry } from "@/lib/contract/studio";
import { localizedPath } from "@/lib/i18n/addresses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { auditHref, auditQuery } from "@/lib/studio/audit-query";
import { requireStaff, studioApi } from "@/lib/studio/server";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const shown = (value: unknown) =>
  value === null || value === undefined ? "" : JSON.stringify(value, null, 1);

/** /studio/audit: the append-only trail, newest first, filtered by action (admins; the server decides). */
export default async function StudioAuditPage({ searchParams }: Props) {
  const locale = await pageLocale();
  const t = await getTranslations("studio");
  await requireStaff(locale);
  const query = auditQuery(await searchParams);
  let trail;
  try {
    trail = await (await studioApi(locale)).call(studioAudit, { query });
  } catch (error) {
    if (!isApiError(error, 403)) throw error;
    return <StudioForbidden />;
  }
  const format = await getFormatter();
  const base = localizedPath(locale, "/studio/audit");
  const { page, last_page: pages } = trail.meta;
  const row = (entry: AuditEntry) => (
    <tr key={entry.id}>
      <td>{format.dateTime(new Date(entry.at), { dateStyle: "short", timeStyle: "medium" })}</td>
      <td>{entry.actor}</td>
      <td>{entry.origin}</td>
      <td>
        <code>{entry.action}</code>
      </td>
      <td>{entry.target_type ? `${entry.target_type} ${entry.target_id ?? ""}` : ""}</td>
      <td>
        {entry.before !== null && entry.before !== undefined ? (
          <pre aria-label={t("audit.before")}>{shown(entry.before)}</pre>
        ) : null}
        {entry.after !== null && entry.after !== undefined ? (
          <pre aria-label={t("audit.after")}>{shown(entry.after)}</pre>
        ) : null}
      </td>
    </tr>
  );
  return (
    <>
      <h1 id="audit-heading">{t("audit.heading")}</h1>
      <p>{t("audit.intro")}</p>
      <form className={styles.filters} action={base} method="get" role="search">
        <TextField label={t("audit.action")} name="action" defaultValue={query.action} spellCheck={false} />
        <Button type="submit" variant="secondary">
          {t("audit.filter")}
        </Button>
        {query.action ? (
          <Link className={buttonClassName({ variant: "secondary" })} href={base}>
            {t("audit.clear")}
          </Link>
        ) : null}
      </form>
      {trail.data.length === 0 ? (
        <p>{t("audit.empty")}</p>
      ) : (
        <TableScroller labelledBy="audit-heading">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t("audit.when")}</th>
                <th scope="col">{t("audit.who")}</th>
                <th scope="col">{t("audit.from")}</th>
                <th scope="col">{t("audit.what")}</th>
                <th scope="col">{t("audit.target")}</th>
                <th scope="col">{t("audit.change")}</th>
              </tr>
            </thead>
            <tbody>{trail.data.map(row)}</tbody>
          </table>
        </TableScroller>
      )}
      {pages > 1 ? (
        <nav className={styles.pages} aria-label={t("audit.pagesLabel")}>
          {page > 1 ? (
            <Link href={auditHref(base, query.action, page - 1)}>{t("audit.previous")}</Link>
          ) : null}
          <span>{t("audit.page", { page, pages })}</span>
          {page < pages ? (
            <Link href={auditHref(base, query.action, page + 1)}>{t("audit.next")}</Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
