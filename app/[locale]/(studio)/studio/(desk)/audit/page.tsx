import { getFormatter, getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import { StudioPager } from "@/components/studio/studio-pager";
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
  // "studio.sign_in" is named in messages as studio.audit.actions.studio_sign_in; an action without a
  // name yet shows its code alone.
  const actionName = (action: string) => {
    const key = `audit.actions.${action.replace(/\./g, "_")}` as Parameters<typeof t>[0];
    return t.has(key) ? t(key) : null;
  };
  const base = localizedPath(locale, "/studio/audit");
  const { page, last_page: pages } = trail.meta;
  const row = (entry: AuditEntry) => (
    <tr key={entry.id}>
      <td>{format.dateTime(new Date(entry.at), { dateStyle: "short", timeStyle: "medium" })}</td>
      <td>{entry.actor}</td>
      <td>{entry.origin}</td>
      <td>
        {actionName(entry.action)}
        <br />
        <code className={styles.muted}>{entry.action}</code>
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
      <StudioPager
        label={t("audit.pagesLabel")}
        page={page}
        pages={pages}
        hrefOf={(to) => auditHref(base, query.action, to)}
        texts={{
          previous: t("audit.previous"),
          next: t("audit.next"),
          position: t("audit.page", { page, pages }),
        }}
      />
    </>
  );
}
