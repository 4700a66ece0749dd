"use client";

import { useLocale, useTranslations } from "next-intl";
import { PAYMENT_METHOD_KEYS } from "@/lib/contract/payments";
import { payments } from "@/lib/contract/endpoints/payments";
import { formatDateTime } from "@/lib/date-time";
import { formatVnd } from "@/lib/money";
import { useViewerData } from "@/components/data/viewer-data";
import styles from "./payment.module.scss";

/**
 * The signed-in viewer's past payments, newest first: one entry each, the amount and its status on
 * the first line, when (date and time, Vietnam's zone) and how on the second, so a phone of 320 px
 * shows it all without wrapping a status or scrolling sideways.
 */
export function PaymentList() {
  const t = useTranslations("topUp");
  const locale = useLocale();
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
        <ul className={styles.payments}>
          {result.data.map((payment) => (
            <li key={payment.id} className={styles.payment} data-testid="payment">
              <strong className={styles.paymentAmount}>{formatVnd(payment.amount, locale)}</strong>
              <span className={styles.status} data-status={payment.status}>
                {t(`statuses.${payment.status}`)}
              </span>
              <span className={styles.paymentFacts}>
                <time dateTime={payment.created_at}>{formatDateTime(payment.created_at, locale)}</time>
                <span>
                  {(PAYMENT_METHOD_KEYS as readonly string[]).includes(payment.method)
                    ? t(`methods.${payment.method as (typeof PAYMENT_METHOD_KEYS)[number]}`)
                    : payment.method}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t("noPayments")}</p>
      )}
    </section>
  );
}
