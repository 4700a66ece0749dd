import { getFormatter, getTranslations } from "next-intl/server";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import { StudioPager } from "@/components/studio/studio-pager";
import styles from "@/components/studio/studio.module.scss";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { TableScroller } from "@/components/ui/table-scroller";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/api/errors";
import { USER_STATUSES } from "@/lib/contract/common";
import { studioAccounts } from "@/lib/contract/endpoints/studio-accounts";
import { localizedPath } from "@/lib/i18n/addresses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { accountsHref, accountsQuery } from "@/lib/studio/accounts-query";
import { firstValue } from "@/lib/studio/address-query";
import { requireStaff, studioApi } from "@/lib/studio/server";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /studio/accounts: viewers found by phone, name or e-mail, newest first (the account roles). */
export default async function StudioAccountsPage({ searchParams }: Props) {
  const locale = await pageLocale();
  await requireStaff(locale);
  const t = await getTranslations("studio.accounts");
  const params = await searchParams;
  const query = accountsQuery(params);
  // Back from erasing an account (lib/studio/support-actions.ts).
  const erased = firstValue(params.erased) !== undefined;
  let list;
  try {
    list = await (await studioApi(locale)).call(studioAccounts, { query });
  } catch (error) {
    if (!isApiError(error, 403)) throw error;
    return <StudioForbidden />;
  }
  const format = await getFormatter();
  const base = localizedPath(locale, "/studio/accounts");
  const { page, last_page: pages } = list.meta;
  return (
    <>
      <h1 id="accounts-heading">{t("heading")}</h1>
      <p>{t("intro")}</p>
      {erased ? <p role="status">{t("erased")}</p> : null}
      <form className={styles.filters} action={base} method="get" role="search">
        <TextField label={t("search")} name="q" type="search" defaultValue={query.q} />
        <div className={styles.selectField}>
          <label htmlFor="status">{t("stateFilter")}</label>
          <select id="status" name="status" defaultValue={query.status ?? ""}>
            <option value="">{t("anyState")}</option>
            {USER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`states.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          {t("find")}
        </Button>
      </form>
      {list.data.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <TableScroller labelledBy="accounts-heading">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t("id")}</th>
                <th scope="col">{t("name")}</th>
                <th scope="col">{t("phone")}</th>
                <th scope="col">{t("email")}</th>
                <th scope="col">{t("state")}</th>
                <th scope="col">{t("joined")}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((row) => (
                <tr key={row.id}>
                  <td>{row.id}</td>
                  <td>
                    <Link href={localizedPath(locale, `/studio/accounts/${row.id}`)}>{row.name}</Link>
                  </td>
                  <td>{row.phone}</td>
                  <td>{row.email}</td>
                  <td>{t(`states.${row.status}`)}</td>
                  <td>{format.dateTime(new Date(row.created_at), { dateStyle: "short" })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      <StudioPager
        label={t("pagesLabel")}
        page={page}
        pages={pages}
        hrefOf={(to) => accountsHref(base, { ...query, page: to })}
        texts={{ previous: t("previous"), next: t("next"), position: t("page", { page, pages }) }}
      />
    </>
  );
}
