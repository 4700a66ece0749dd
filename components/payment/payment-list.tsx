"use client";

import { useTranslations } from "next-intl";
import { PAYMENT_METHOD_KEYS } from "@/lib/contract/payments";
import { payments } from "@/lib/contract/endpoints/payments";
import { formatDate, formatVnd } from "@/lib/format";
import { useViewerData } from "@/components/data/viewer-data";
import { TableScroller } from "@/components/ui/table-scroller";
import styles from "./payment.module.scss";

/** The signed-in viewer's past payments, newest first. */
export function PaymentList() {
  const t = useTranslations("topUp");
  const { data: result, failed } = useViewerData(payments, { query: { per_page: 20 } });

  return (
    <section className={styles.card} aria-labelledby="payments-heading">
      <h2 id="payments-heading" className={styles.title}>
        {t("payments")}
      </h2>
      {failed ? (
        <p className={styles.muted}>{t("paymentsFailed")}</p>
      ) : !result ? (
        <p className={styles.muted} role="status" data-loading>
          {t("loading")}
        </p>
      ) : result.data.length ? (
        <TableScroller labelledBy="payments-heading">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t("date")}</th>
                <th scope="col">{t("amount")}</th>
                <th scope="col">{t("method")}</th>
                <th scope="col">{t("status")}</th>
              </tr>
            </thead>
            <tbody>
              {result.data.map((payment) => (
                <tr key={payment.id}>
                  <td>{formatDate(payment.created_at)}</td>
                  <td>{formatVnd(payment.amount)}</td>
                  <td>
                    {(PAYMENT_METHOD_KEYS as readonly string[]).includes(payment.method)
                      ? t(`methods.${payment.method as (typeof PAYMENT_METHOD_KEYS)[number]}`)
                      : payment.method}
                  </td>
                  <td>
                    <span className={styles.status} data-status={payment.status}>
                      {t(`statuses.${payment.status}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : (
        <p className={styles.muted}>{t("noPayments")}</p>
      )}
    </section>
  );
}
