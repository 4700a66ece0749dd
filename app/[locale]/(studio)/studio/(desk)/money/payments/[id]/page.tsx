import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import accountStyles from "@/components/studio/account.module.scss";
import { MoneyForm } from "@/components/studio/money-form";
import { AccountLink, AdjustmentList, LedgerTable } from "@/components/studio/money-tables";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import styles from "@/components/studio/studio.module.scss";
import { Link } from "@/components/ui/link";
import { TableScroller } from "@/components/ui/table-scroller";
import { isApiError } from "@/lib/api/errors";
import { studioPayment } from "@/lib/contract/endpoints/studio-money";
import { StudioMoneyParamsSchema } from "@/lib/contract/studio-money";
import { localizedPath } from "@/lib/i18n/addresses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { formatVnd } from "@/lib/money";
import { moneyAction } from "@/lib/studio/money-actions";
import { requireStaff, studioApi } from "@/lib/studio/server";

type Props = { params: Promise<{ id: string }> };

/** Our answers to the gateway (server/modules/payments/vnpay.ts IPN_ANSWERS). */
const ANSWERS = ["00", "01", "02", "04", "97", "99"] as const;
const isAnswer = (code: string): code is (typeof ANSWERS)[number] =>
  (ANSWERS as readonly string[]).includes(code);

/** /studio/money/payments/{id}: one payment, what the gateway told us, the ledger rows, and its refund. */
export default async function StudioPaymentPage({ params }: Props) {
  const locale = await pageLocale();
  await requireStaff(locale);
  const parsed = StudioMoneyParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const t = await getTranslations("studio.money");
  const statusText = await getTranslations("topUp.statuses");
  const format = await getFormatter();
  let payment;
  try {
    payment = await (await studioApi(locale)).call(studioPayment, { params: parsed.data });
  } catch (error) {
    if (isApiError(error, 404)) notFound();
    if (!isApiError(error, 403)) throw error;
    return <StudioForbidden />;
  }
  const when = (iso: string | null) =>
    iso ? format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "medium" }) : "—";
  const vnd = (amount: number | null) => (amount === null ? "—" : formatVnd(amount, locale));
  const facts: [string, React.ReactNode][] = [
    [t("viewer"), <AccountLink key="viewer" account={payment.account} />],
    [t("amount"), vnd(payment.amount)],
    [t("status"), statusText(payment.status)],
    [t("method"), `${payment.provider} · ${payment.method}`],
    [t("gatewayNumber"), payment.provider_txn ?? "—"],
    [t("responseCode"), payment.response_code ?? "—"],
    [t("made"), when(payment.created_at)],
    [t("paid"), when(payment.paid_at)],
  ];
  return (
    <>
      <Link href={localizedPath(locale, "/studio/money")}>{t("back")}</Link>
      <h1>{t("paymentHeading", { order: payment.order_ref })}</h1>
      <div className={accountStyles.columns}>
        <section aria-labelledby="facts-heading" className={accountStyles.panel}>
          <h2 id="facts-heading">{t("facts")}</h2>
          <dl className={accountStyles.facts}>
            {facts.map(([term, value]) => (
              <div key={term} className={accountStyles.fact}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {payment.commission ? (
            <p>
              {t("commissionLine", {
                amount: vnd(payment.commission.amount),
                rate: format.number(payment.commission.rate_bp / 10_000, { style: "percent" }),
              })}{" "}
              <AccountLink account={payment.commission.distributor} />
            </p>
          ) : null}
        </section>
        <section aria-labelledby="refund-heading" className={accountStyles.panel}>
          <h2 id="refund-heading">{t("refundHeading")}</h2>
          <p className={styles.muted}>{t("refundHelp")}</p>
          {payment.refund ? (
            <>
              <p>{t("refundWould", { amount: vnd(payment.refund.amount) })}</p>
              <MoneyForm kind="refund" targetId={payment.id} moneyAction={moneyAction} />
            </>
          ) : payment.adjustments.length === 0 ? (
            <p>{t("refundNone")}</p>
          ) : null}
          {payment.adjustments.length > 0 ? (
            <AdjustmentList rows={payment.adjustments} moneyAction={moneyAction} />
          ) : null}
        </section>
      </div>
      <section aria-labelledby="notifications-heading" className={accountStyles.panel}>
        <h2 id="notifications-heading">{t("notifications")}</h2>
        {payment.notifications.length === 0 ? (
          <p className={styles.muted}>{t("notificationsNone")}</p>
        ) : (
          <TableScroller labelledBy="notifications-heading">
            <table className={`${styles.table} ${styles.wide}`}>
              <thead>
                <tr>
                  <th scope="col">{t("received")}</th>
                  <th scope="col">{t("signature")}</th>
                  <th scope="col">{t("responseCode")}</th>
                  <th scope="col">{t("amount")}</th>
                  <th scope="col">{t("gatewayNumber")}</th>
                  <th scope="col">{t("ourAnswer")}</th>
                </tr>
              </thead>
              <tbody>
                {payment.notifications.map((n) => (
                  <tr key={n.id}>
                    <td>{when(n.received_at)}</td>
                    <td>{t(n.signed ? "signed" : "forged")}</td>
                    <td>
                      {n.response_code ?? "—"} / {n.transaction_status ?? "—"}
                    </td>
                    <td className={accountStyles.amount}>{vnd(n.amount)}</td>
                    <td>{n.transaction_no ?? "—"}</td>
                    <td>{isAnswer(n.our_answer) ? t(`answers.a${n.our_answer}`) : n.our_answer}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
      </section>
      <section aria-labelledby="ledger-heading" className={accountStyles.panel}>
        <h2 id="ledger-heading">{t("ledgerHeading")}</h2>
        <LedgerTable rows={payment.ledger} labelledBy="ledger-heading" />
      </section>
    </>
  );
}
