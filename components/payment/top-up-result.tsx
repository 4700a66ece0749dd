"use client";

import { useEffect, useState } from "react";
import { Link } from "@/components/ui/link";
import { AlertCircle, CheckCircle2, Clock, XCircle } from "@/components/ui/icons";
import { useLocale, useTranslations } from "next-intl";
import type { PaymentStatus, VerifyReturnResponse } from "@/lib/contract/payments";
import { verifyReturn } from "@/lib/contract/endpoints/payments";
import { formatVnd } from "@/lib/money";
import { useApiClient } from "@/components/data/use-api-client";
import { useRefreshViewerAccount } from "@/components/data/viewer-account";
import { buttonClassName } from "@/components/ui/button";
import styles from "./payment.module.scss";

/** While the gateway's notification is on its way, the result is asked again this often, this many times. */
const POLL_MS = 2000;
const POLL_TIMES = 10;

const RESULT_ICONS: Record<PaymentStatus | "invalid", typeof XCircle> = {
  succeeded: CheckCircle2,
  pending: Clock,
  expired: AlertCircle,
  failed: XCircle,
  cancelled: XCircle,
  invalid: XCircle,
};

/**
 * /topup/result: the gateway sends the browser back with its signed parameters; the backend checks
 * the signature and answers from its own records, so the page never trusts the query string alone.
 */
export function TopUpResult() {
  const t = useTranslations("topUp");
  const locale = useLocale();
  const api = useApiClient();
  const [result, setResult] = useState<VerifyReturnResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const refreshAccount = useRefreshViewerAccount();

  useEffect(() => {
    // One value per name: the gateway sends each vnp_* parameter once, and signs them all.
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (attempt: number) => {
      api.call(verifyReturn, { query }).then(
        (value) => {
          if (cancelled) return;
          setResult(value);
          // The header shows the balance this answer may just have changed.
          refreshAccount();
          if (value.valid && value.payment.status === "pending" && attempt < POLL_TIMES) {
            timer = setTimeout(() => ask(attempt + 1), POLL_MS);
          }
        },
        () => !cancelled && setFailed(true),
      );
    };
    ask(1);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [api, refreshAccount]);

  if (failed) return <p className={styles.error}>{t("resultFailed")}</p>;
  if (!result) {
    return (
      <p className={styles.muted} role="status" data-loading>
        {t("checking")}
      </p>
    );
  }
  const status = result.valid ? result.payment.status : "invalid";
  const Icon = RESULT_ICONS[status];
  return (
    <section className={styles.card} data-status={status} data-testid="top-up-result">
      <Icon aria-hidden="true" size={40} className={styles.resultIcon} />
      <h2 className={styles.title}>{t(`result.${status}`)}</h2>
      <p role="status">{result.message}</p>
      {result.valid ? (
        <dl className={styles.summary}>
          <div>
            <dt>{t("amount")}</dt>
            <dd>{formatVnd(result.payment.amount, locale)}</dd>
          </div>
          <div>
            <dt>{t("orderRef")}</dt>
            <dd>{result.payment.order_ref}</dd>
          </div>
          {result.balance !== null ? (
            <div>
              <dt>{t("balance")}</dt>
              <dd data-testid="balance">{formatVnd(result.balance, locale)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className={styles.actions}>
        <Link href="/top-up" className={buttonClassName({ variant: "secondary", className: styles.action })}>
          {status === "succeeded" ? t("topUpAgain") : t("tryAgain")}
        </Link>
        <Link href="/" className={buttonClassName({ className: styles.action })}>
          {t("backHome")}
        </Link>
      </div>
    </section>
  );
}
