"use client";

import { useEffect, useState } from "react";
import { useSession } from "next-auth/react";
import { useTranslations } from "next-intl";
import {
  PAYMENT_METHOD_KEYS,
  PaymentListResponseSchema,
  type PaymentListResponse,
} from "@/lib/contract/payments";
import { formatDate, formatVnd } from "@/lib/format";
import { useApiClient } from "@/components/providers/use-api-client";
import styles from "./payment.module.scss";

/** The signed-in viewer's past payments, newest first. */
export function PaymentList() {
  const t = useTranslations("topUp");
  const api = useApiClient();
  const { status } = useSession();
  const [result, setResult] = useState<PaymentListResponse | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (status !== "authenticated") return;
    let cancelled = false;
    api.get("/payments", PaymentListResponseSchema, { searchParams: { per_page: 20 } }).then(
      (value) => !cancelled && setResult(value),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [api, status]);

  return (
    <section className={styles.card} aria-labelledby="payments-heading">
      <h2 id="payments-heading" className={styles.title}>
        {t("payments")}
      </h2>
      {failed ? (
        <p className={styles.muted}>{t("paymentsFailed")}</p>
      ) : !result ? (
        <p className={styles.muted} role="status">
          {t("loading")}
        </p>
      ) : result.data.length ? (
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
      ) : (
        <p className={styles.muted}>{t("noPayments")}</p>
      )}
    </section>
  );
}
