"use client";

import { useActionState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { NewVersionState, WithdrawState } from "@/lib/studio/legal-form";
import { LegalTextField } from "./legal-text-field";
import { SaveBar } from "./save-bar";
import styles from "./studio.module.scss";

/**
 * A new version of a legal document: its title and text in both languages side by side (starting from
 * the latest version's), each with its preview, and the day it takes effect (today or later).
 */
export function NewLegalVersionForm({
  initial,
  today,
  addLegalVersionAction,
}: {
  initial: NewVersionState;
  /** Vietnam's today ("YYYY-MM-DD"): the earliest day to choose. */
  today: string;
  /** lib/studio/legal-actions.ts, handed down by the page: see StudioSignIn. */
  addLegalVersionAction: (state: NewVersionState, form: FormData) => Promise<NewVersionState>;
}) {
  const t = useTranslations("studio.legal");
  const locale = useLocale();
  const [state, add, pending] = useActionState(addLegalVersionAction, initial);
  const { values, fields = {} } = state;
  const language = (lang: "en" | "vi") => (
    <fieldset lang={lang}>
      <legend>{t(lang === "en" ? "english" : "vietnamese")}</legend>
      <TextField
        label={t("titleField")}
        name={`title_${lang}`}
        lang={lang}
        defaultValue={values[`title_${lang}`]}
        error={fields[`title_${lang}`]}
      />
      <LegalTextField
        name={`text_${lang}`}
        lang={lang}
        defaultValue={values[`text_${lang}`]}
        error={fields[`text_${lang}`]}
      />
    </fieldset>
  );
  return (
    <form action={add} className={styles.editor} noValidate aria-labelledby="new-version-heading">
      <h2 id="new-version-heading">{t("newVersion")}</h2>
      <input type="hidden" name="locale" value={locale} />
      <div className={styles.languages}>
        {language("en")}
        {language("vi")}
      </div>
      <fieldset className={styles.details}>
        <legend>{t("when")}</legend>
        <TextField
          label={t("effectiveOn")}
          name="effective_on"
          type="date"
          min={today}
          defaultValue={values.effective_on}
          error={fields.effective_on}
        />
        <p className={styles.muted}>{t("effectiveNote")}</p>
      </fieldset>
      <SaveBar
        label={t("add")}
        pending={pending}
        message={state.message}
        refused={state.outcome === "refused"}
      />
    </form>
  );
}

/** "Withdraw" beside a version not yet in effect; a refusal shows beside it. */
export function WithdrawVersionForm({
  initial,
  effectiveOn,
  withdrawLegalVersionAction,
}: {
  initial: WithdrawState;
  /** The version's day as the page shows it, to name what is withdrawn. */
  effectiveOn: string;
  withdrawLegalVersionAction: (state: WithdrawState, form: FormData) => Promise<WithdrawState>;
}) {
  const t = useTranslations("studio.legal");
  const locale = useLocale();
  const [state, withdraw, pending] = useActionState(withdrawLegalVersionAction, initial);
  return (
    <form action={withdraw}>
      <input type="hidden" name="locale" value={locale} />
      <Button
        type="submit"
        variant="secondary"
        disabled={pending}
        aria-label={t("withdrawLabel", { date: effectiveOn })}
      >
        {t("withdraw")}
      </Button>
      {state.message ? (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
