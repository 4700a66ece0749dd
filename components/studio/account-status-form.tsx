"use client";

import { useActionState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { errorAttributes, LabelledField } from "@/components/ui/labelled-field";
import fieldStyles from "@/components/ui/text-field.module.scss";
import { USER_STATUSES } from "@/lib/contract/common";
import { formatDateTime } from "@/lib/date-time";
import { toLocale } from "@/lib/i18n/config";
import type { AccountStatusState } from "@/lib/studio/account-status";
import accountStyles from "./account.module.scss";
import styles from "./studio.module.scss";
import { SaveBar } from "./save-bar";

/**
 * An account's state: what it is, the change with its reason, and every change before, newest first.
 * Posts to the server (it works before any script runs); a refused change keeps the reason typed.
 */
export function AccountStatusForm({
  initial,
  setAccountStatusAction,
}: {
  initial: AccountStatusState;
  /** lib/studio/account-actions.ts, handed down by the page: see StudioSignIn. */
  setAccountStatusAction: (state: AccountStatusState, form: FormData) => Promise<AccountStatusState>;
}) {
  const t = useTranslations("studio.accounts");
  const locale = useLocale();
  const [state, apply, pending] = useActionState(setAccountStatusAction, initial);
  const { account, fields = {} } = state;
  const when = (iso: string) => formatDateTime(iso, toLocale(locale));
  return (
    <section aria-labelledby="state-heading" className={accountStyles.panel}>
      <h2 id="state-heading">{t("stateHeading")}</h2>
      <p>{t("stateNow", { state: t(`states.${account.status}`) })}</p>
      {account.staff_role ? (
        <p className={styles.muted}>{t("staffNote")}</p>
      ) : (
        <form action={apply} className={styles.editor} noValidate>
          <input type="hidden" name="locale" value={locale} />
          <fieldset>
            <legend>{t("newState")}</legend>
            {USER_STATUSES.map((status) => (
              <label key={status} className={styles.choice}>
                <input type="radio" name="status" value={status} defaultChecked={status === state.status} />
                <span>
                  {t(`states.${status}`)} <span className={styles.muted}>{t(`stateHelp.${status}`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <LabelledField id="reason" label={t("reason")} error={fields.reason} classes={fieldStyles}>
            <textarea
              id="reason"
              name="reason"
              rows={3}
              className={`${fieldStyles.input} ${styles.textarea}`}
              defaultValue={state.reason}
              {...errorAttributes("reason", fields.reason)}
            />
          </LabelledField>
          <SaveBar
            label={t("apply")}
            pending={pending}
            message={state.message}
            refused={state.outcome === "refused"}
          />
        </form>
      )}
      <h3>{t("history")}</h3>
      {account.status_changes.length === 0 ? (
        <p className={styles.muted}>{t("historyEmpty")}</p>
      ) : (
        <ol className={accountStyles.history}>
          {account.status_changes.map((change) => (
            <li key={`${change.at}-${change.to}`}>
              <time dateTime={change.at}>{when(change.at)}</time>{" "}
              {t("historyLine", {
                from: t(`states.${change.from}`),
                to: t(`states.${change.to}`),
                actor: change.actor,
              })}
              <br />
              <q>{change.reason}</q>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
