"use client";

import { useActionState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { errorAttributes, LabelledField } from "@/components/ui/labelled-field";
import { TextField } from "@/components/ui/text-field";
import fieldStyles from "@/components/ui/text-field.module.scss";
import { openMoneyForm, type MoneyFormKind, type MoneyFormState } from "@/lib/studio/money-form";
import { StepUpField } from "./step-up-field";
import styles from "./studio.module.scss";
import { SaveBar } from "./save-bar";

/**
 * A refund, an adjustment, an approval or a decline, posted to the server (it works before any script
 * runs). When the backend wants a fresh code the form asks for it and keeps what was typed.
 */
export function MoneyForm({
  kind,
  targetId,
  moneyAction,
}: {
  kind: MoneyFormKind;
  targetId: number;
  /** lib/studio/money-actions.ts, handed down by the page: see StudioSignIn. */
  moneyAction: (state: MoneyFormState, form: FormData) => Promise<MoneyFormState>;
}) {
  const t = useTranslations("studio.money");
  const locale = useLocale();
  const [state, submit, pending] = useActionState(moneyAction, openMoneyForm(kind, targetId));
  const { typed, fields = {} } = state;
  const id = (name: string) => `${kind}-${targetId}-${name}`;
  // A new key after success empties the fields the browser kept.
  const key = state.outcome === "done" ? `done-${state.message}` : "form";
  return (
    <form key={key} action={submit} className={styles.editor} noValidate>
      <input type="hidden" name="locale" value={locale} />
      {kind === "adjust" ? (
        <>
          <fieldset>
            <legend>{t("direction")}</legend>
            {(["credit", "debit"] as const).map((direction) => (
              <label key={direction} className={styles.choice}>
                <input
                  type="radio"
                  name="direction"
                  value={direction}
                  defaultChecked={typed.direction === direction}
                />
                <span>{t(`directions.${direction}`)}</span>
              </label>
            ))}
          </fieldset>
          <TextField
            id={id("amount")}
            name="amount"
            label={t("amount")}
            inputMode="numeric"
            autoComplete="off"
            defaultValue={typed.amount}
            error={fields.amount}
          />
        </>
      ) : null}
      {kind === "refund" || kind === "adjust" ? (
        <LabelledField id={id("reason")} label={t("reason")} error={fields.reason} classes={fieldStyles}>
          <textarea
            id={id("reason")}
            name="reason"
            rows={2}
            className={`${fieldStyles.input} ${styles.textarea}`}
            defaultValue={typed.reason}
            {...errorAttributes(id("reason"), fields.reason)}
          />
        </LabelledField>
      ) : null}
      {kind === "decline" ? (
        <TextField
          id={id("note")}
          name="note"
          label={t("note")}
          defaultValue={typed.note}
          error={fields.note}
        />
      ) : null}
      {state.needsCode ? <StepUpField id={id("code")} error={fields.code} /> : null}
      <SaveBar
        label={t(`submit.${kind}`)}
        pending={pending}
        message={state.message}
        refused={state.outcome === "refused"}
        variant={kind === "decline" ? "secondary" : "primary"}
      />
    </form>
  );
}
