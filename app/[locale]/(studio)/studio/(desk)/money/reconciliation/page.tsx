import { getFormatter, getTranslations } from "next-intl/server";
import accountStyles from "@/components/studio/account.module.scss";
import { AccountLink, MoneyTabs } from "@/components/studio/money-tables";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import { StudioPager } from "@/components/studio/studio-pager";
import styles from "@/components/studio/studio.module.scss";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { TableScroller } from "@/components/ui/table-scroller";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/api/errors";
import { studioReconciliation } from "@/lib/contract/endpoints/studio-money";
import { localizedPath } from "@/lib/i18n/addresses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { formatVnd } from "@/lib/money";
import { moneyHref, moneyQuery } from "@/lib/studio/money-query";
import { requireStaff, studioApi } from "@/lib/studio/server";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /studio/money/reconciliation: our state of each payment against the gateway's, mismatches first. */
export default async function StudioReconciliationPage({ searchParams }: Props) {
  const locale = await pageLocale();
  await requireStaff(locale);
  const t = await getTranslations("studio.money");
  const statusText = await getTranslations("topUp.statuses");
  const format = await getFormatter();
  const { from, to, page: asked } = moneyQuery(await searchParams);
  const query = { from, to, page: asked };
  let report;
  try {
    report = await (await studioApi(locale)).call(studioReconciliation, { query });
  } catch (error) {
    if (!isApiError(error, 403)) throw error;
    return <StudioForbidden />;
  }
  const base = localizedPath(locale, "/studio/money/reconciliation");
  const vnd = (amount: number | null) => (amount === null ? "—" : formatVnd(amount, locale));
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "short", timeStyle: "short" });
  const { page, last_page: pages, total } = report.meta;
  return (
    <>
      <h1 id="reconciliation-heading">{t("reconciliationHeading")}</h1>
      <MoneyTabs current="reconciliation" />
      <p>{t("reconciliationIntro")}</p>
      <form className={styles.filters} action={base} method="get">
        <TextField label={t("from")} name="from" type="date" defaultValue={query.from} />
        <TextField label={t("to")} name="to" type="date" defaultValue={query.to} />
        <Button type="submit" variant="secondary">
          {t("show")}
        </Button>
      </form>
      <p role="status" className={report.mismatches > 0 ? styles.error : undefined}>
        {t("mismatchCount", { mismatches: report.mismatches, total })}
      </p>
      {report.data.length === 0 ? null : (
        <TableScroller labelledBy="reconciliation-heading">
          <table className={`${styles.table} ${styles.wide}`}>
            <thead>
              <tr>
                <th scope="col">{t("problem")}</th>
                <th scope="col">{t("order")}</th>
                <th scope="col">{t("viewer")}</th>
                <th scope="col">{t("ours")}</th>
                <th scope="col">{t("theirs")}</th>
                <th scope="col">{t("amount")}</th>
                <th scope="col">{t("gatewayAmount")}</th>
                <th scope="col">{t("credited")}</th>
              </tr>
            </thead>
            <tbody>
              {report.data.map((row) => (
                <tr key={row.payment.id}>
                  <td>{row.problem ? <strong>{t(`problems.${row.problem}`)}</strong> : t("matches")}</td>
                  <td>
                    <Link href={localizedPath(locale, `/studio/money/payments/${row.payment.id}`)}>
                      {row.payment.order_ref}
                    </Link>
                  </td>
                  <td>
                    <AccountLink account={row.payment.account} />
                  </td>
                  <td>{statusText(row.payment.status)}</td>
                  <td>{t(`gatewayStates.${row.gateway}`)}</td>
                  <td className={accountStyles.amount}>{vnd(row.payment.amount)}</td>
                  <td className={accountStyles.amount}>{vnd(row.gateway_amount)}</td>
                  <td className={accountStyles.amount}>{vnd(row.credited)}</td>
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
        hrefOf={(to) => moneyHref(base, { ...query, page: to })}
        texts={{ previous: t("previous"), next: t("next"), position: t("page", { page, pages }) }}
      />
      <h2>{t("unknownOrders")}</h2>
      {report.unknown_orders.length === 0 ? (
        <p className={styles.muted}>{t("unknownOrdersNone")}</p>
      ) : (
        <ul className={accountStyles.history}>
          {report.unknown_orders.map((order) => (
            <li key={`${order.order_ref}-${order.received_at}`}>
              {order.order_ref} · {vnd(order.amount)} · {when(order.received_at)}
            </li>
          ))}
        </ul>
      )}
      <h2>{t("unbalanced")}</h2>
      {report.unbalanced.length === 0 ? (
        <p className={styles.muted}>{t("unbalancedNone")}</p>
      ) : (
        <ul className={accountStyles.history}>
          {report.unbalanced.map((row) => (
            <li key={row.account.id}>
              <AccountLink account={row.account} />{" "}
              {t("unbalancedLine", { balance: vnd(row.balance), ledger: vnd(row.ledger_sum) })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
