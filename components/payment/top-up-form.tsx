"use client";

import { useId, useState, type FormEvent } from "react";
import { CreditCard, Landmark, Wallet } from "@/components/ui/icons";
import { useLocale, useTranslations } from "next-intl";
import clsx from "clsx";
import { PAYMENT_METHOD_KEYS, TOP_UP_MAX, TOP_UP_MIN } from "@/lib/contract/payments";
import { topUp } from "@/lib/contract/endpoints/payments";
import { fieldErrors, isApiError } from "@/lib/api/errors";
import { formatVnd, vndSignFirst } from "@/lib/money";
import { amountInputText, amountProblem, parseAmount, PRESET_AMOUNTS } from "@/lib/payments/amount";
import { topUpDraftQuery, type TopUpDraft } from "@/lib/payments/draft";
import { useApiClient } from "@/components/data/use-api-client";
import { useViewerAccount } from "@/components/data/viewer-account";
import { useSession } from "@/components/auth/session-provider";
import { Button } from "@/components/ui/button";
import styles from "./payment.module.scss";

type Method = (typeof PAYMENT_METHOD_KEYS)[number];
const METHOD_ICONS = { card: CreditCard, bank: Landmark, wallet: Wallet } as const;

/** Keeps the choices in the address without a navigation, so a reload or a language switch keeps them. */
function remember(draft: TopUpDraft) {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${topUpDraftQuery(draft)}${hash}`);
}

/**
 * /top-up (issue 6): an amount (a preset or typed, 10,000–50,000,000 VND), a method, a confirmation
 * step, then the payment gateway's page (the sandbox in the demo). `initial` is what the address
 * carried (lib/payments/draft.ts): the page shows the same step again after a switch of language.
 */
export function TopUpForm({ initial }: { initial: TopUpDraft }) {
  const t = useTranslations("topUp");
  const locale = useLocale();
  const api = useApiClient();
  const amountId = useId();
  const errorId = useId();
  const [text, setText] = useState(() =>
    initial.amount === null ? "" : amountInputText(String(initial.amount), locale),
  );
  const [method, setMethod] = useState<Method>(initial.method);
  const [step, setStep] = useState<"choose" | "confirm">(initial.review ? "confirm" : "choose");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const balance = useViewerAccount()?.balance ?? null;
  // Paying needs the viewer's token, read just after the page starts: a page opened on the review
  // step (after a switch of language) must not let "Pay" go out without it.
  const signedIn = useSession().status === "authenticated";
  const amount = parseAmount(text);
  const money = (value: number) => formatVnd(value, locale);

  function review(event: FormEvent) {
    event.preventDefault();
    const problem = amountProblem(amount);
    if (problem) {
      setError(t(`amountError.${problem}`, { min: money(TOP_UP_MIN), max: money(TOP_UP_MAX) }));
      return;
    }
    setError(null);
    setStep("confirm");
    remember({ amount, method, review: true });
  }

  function backToChoose() {
    setStep("choose");
    remember({ amount, method, review: false });
  }

  async function pay() {
    if (amount === null) return;
    setBusy(true);
    try {
      const result = await api.call(topUp, {
        body: { amount, method, return_url: "/topup/result", locale },
      });
      window.location.assign(result.payment_url);
    } catch (cause) {
      const fields = fieldErrors(cause);
      setError(
        fields.amount ??
          fields.method ??
          (isApiError(cause) && cause.status < 500 ? cause.message : t("failed")),
      );
      backToChoose();
      setBusy(false);
    }
  }

  if (step === "confirm" && amount !== null) {
    const Icon = METHOD_ICONS[method];
    return (
      <section className={styles.card} aria-labelledby="confirm-heading">
        <h2 id="confirm-heading" className={styles.title}>
          {t("confirmHeading")}
        </h2>
        <dl className={styles.summary}>
          <div>
            <dt>{t("amount")}</dt>
            <dd data-testid="confirm-amount">{money(amount)}</dd>
          </div>
          <div>
            <dt>{t("method")}</dt>
            <dd>
              <Icon aria-hidden="true" size={18} /> {t(`methods.${method}`)}
            </dd>
          </div>
          {balance !== null ? (
            <div>
              <dt>{t("balanceAfter")}</dt>
              <dd>{money(balance + amount)}</dd>
            </div>
          ) : null}
        </dl>
        <p className={styles.muted}>{t("gatewayNote")}</p>
        <div className={styles.actions}>
          <Button variant="secondary" className={styles.action} onClick={backToChoose} disabled={busy}>
            {t("back")}
          </Button>
          <Button className={styles.action} onClick={() => void pay()} disabled={busy || !signedIn}>
            {busy ? t("redirecting") : t("pay", { amount: money(amount) })}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form className={styles.card} onSubmit={review} noValidate>
      {balance !== null ? (
        <p className={styles.balance}>
          {t("balance")} <strong data-testid="balance">{money(balance)}</strong>
        </p>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend>{t("chooseAmount")}</legend>
        <div className={styles.presets}>
          {PRESET_AMOUNTS.map((preset) => (
            <button
              key={preset}
              type="button"
              className={clsx(styles.preset, amount === preset && styles.selected)}
              aria-pressed={amount === preset}
              onClick={() => {
                setText(amountInputText(String(preset), locale));
                setError(null);
              }}
            >
              {money(preset)}
            </button>
          ))}
        </div>
        <label htmlFor={amountId} className={styles.label}>
          {t("customAmount")}
        </label>
        <div className={clsx(styles.amountField, vndSignFirst(locale) && styles.signFirst)}>
          <input
            id={amountId}
            inputMode="numeric"
            autoComplete="off"
            value={text}
            placeholder={t("amountPlaceholder")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : `${amountId}-hint`}
            onChange={(event) => {
              setText(amountInputText(event.target.value, locale));
              setError(null);
            }}
          />
          <span aria-hidden="true">₫</span>
        </div>
        <p id={`${amountId}-hint`} className={styles.muted}>
          {t("limits", { min: money(TOP_UP_MIN), max: money(TOP_UP_MAX) })}
        </p>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t("method")}</legend>
        <div className={styles.methods}>
          {PAYMENT_METHOD_KEYS.map((key) => {
            const Icon = METHOD_ICONS[key];
            return (
              <label key={key} className={clsx(styles.method, method === key && styles.selected)}>
                <input
                  type="radio"
                  name="method"
                  value={key}
                  checked={method === key}
                  onChange={() => setMethod(key)}
                />
                <Icon aria-hidden="true" size={20} />
                {t(`methods.${key}`)}
              </label>
            );
          })}
        </div>
      </fieldset>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" className={styles.action}>
        {t("continue")}
      </Button>
    </form>
  );
}
