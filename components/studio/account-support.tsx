"use client";

import { useActionState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { errorAttributes, LabelledField } from "@/components/ui/labelled-field";
import fieldStyles from "@/components/ui/text-field.module.scss";
import { openSupportForm, type SupportFormState } from "@/lib/studio/support-form";
import accountStyles from "./account.module.scss";
import { StepUpField } from "./step-up-field";
import styles from "./studio.module.scss";
import { SaveBar } from "./save-bar";

type Action = (state: SupportFormState, form: FormData) => Promise<SupportFormState>;

/** Helping a viewer who is locked out, and erasing the account when they ask; posted to the server. */
export function AccountSupport({ accountId, supportAction }: { accountId: number; supportAction: Action }) {
  const t = useTranslations("studio.accounts");
  const locale = useLocale();
  const [reset, sendReset, resetting] = useActionState(supportAction, openSupportForm("reset", accountId));
  const [erase, sendErase, erasing] = useActionState(supportAction, openSupportForm("erase", accountId));
  const fields = erase.fields ?? {};
  return (
    <section aria-labelledby="support-heading" className={accountStyles.panel}>
      <h2 id="support-heading">{t("supportHeading")}</h2>
      <form action={sendReset} className={styles.editor} noValidate>
        <input type="hidden" name="locale" value={locale} />
        <p className={styles.muted}>{t("resetHelp")}</p>
        <label className={styles.choice}>
          <input type="checkbox" name="sign_out" />
          <span>{t("signOutEverywhere")}</span>
        </label>
        <SaveBar
          label={t("sendReset")}
          pending={resetting}
          message={reset.message}
          refused={reset.outcome === "refused"}
          variant="secondary"
        />
      </form>
      <h3>{t("eraseHeading")}</h3>
      <form action={sendErase} className={styles.editor} noValidate>
        <input type="hidden" name="locale" value={locale} />
        <p className={styles.muted}>{t("eraseHelp")}</p>
        <LabelledField id="erase-reason" label={t("eraseReason")} error={fields.reason} classes={fieldStyles}>
          <textarea
            id="erase-reason"
            name="reason"
            rows={2}
            className={`${fieldStyles.input} ${styles.textarea}`}
            defaultValue={erase.reason}
            {...errorAttributes("erase-reason", fields.reason)}
          />
        </LabelledField>
        <label className={styles.choice}>
          <input type="checkbox" name="asked" />
          <span>{t("askedByViewer")}</span>
        </label>
        {erase.needsCode ? <StepUpField id="erase-code" error={fields.code} /> : null}
        <SaveBar
          label={t("erase")}
          pending={erasing}
          message={erase.message}
          refused={erase.outcome === "refused"}
        />
      </form>
    </section>
  );
}
