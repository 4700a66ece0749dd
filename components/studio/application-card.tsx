"use client";

import { useActionState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { errorAttributes, LabelledField } from "@/components/ui/labelled-field";
import { TextField } from "@/components/ui/text-field";
import fieldStyles from "@/components/ui/text-field.module.scss";
import { localizedPath } from "@/lib/i18n/addresses";
import { formatDateTime } from "@/lib/date-time";
import { toLocale } from "@/lib/i18n/config";
import type { DecisionState } from "@/lib/studio/application-decision";
import accountStyles from "./account.module.scss";
import styles from "./studio.module.scss";

/**
 * One distributor application: who, when and what they wrote; while pending, approve it at a
 * commission rate (with a welcome note, optional) or decline it with a reply the applicant reads.
 * Posts to the server (it works before any script runs); a refused decision keeps what was typed.
 */
export function ApplicationCard({
  initial,
  decideApplicationAction,
}: {
  initial: DecisionState;
  /** lib/studio/application-actions.ts, handed down by the page: see StudioSignIn. */
  decideApplicationAction: (state: DecisionState, form: FormData) => Promise<DecisionState>;
}) {
  const t = useTranslations("studio.applications");
  const locale = toLocale(useLocale());
  const [state, decide, pending] = useActionState(decideApplicationAction, initial);
  const { application, typed, fields = {} } = state;
  const headingId = `application-${application.id}`;
  const when = (iso: string) => formatDateTime(iso, locale);
  return (
    <article aria-labelledby={headingId} className={accountStyles.panel}>
      <h2 id={headingId}>
        <a href={localizedPath(locale, `/studio/accounts/${application.account.id}`)}>
          {application.account.name}
        </a>
      </h2>
      <p className={styles.muted}>
        {t("sent", { date: when(application.created_at) })}
        {application.account.phone ? ` · ${application.account.phone}` : ""}
      </p>
      <blockquote className={accountStyles.letter}>{application.message}</blockquote>
      {application.status === "pending" ? (
        <form action={decide} className={accountStyles.decision} noValidate>
          <input type="hidden" name="locale" value={locale} />
          <TextField
            id={`rate-${application.id}`}
            label={t("rate")}
            name="rate"
            inputMode="decimal"
            defaultValue={typed.rate || "10"}
            error={fields.rate}
          />
          <LabelledField
            id={`reply-${application.id}`}
            label={t("reply")}
            error={fields.reply}
            classes={fieldStyles}
          >
            <textarea
              id={`reply-${application.id}`}
              name="reply"
              rows={3}
              className={`${fieldStyles.input} ${styles.textarea}`}
              defaultValue={typed.reply}
              {...errorAttributes(`reply-${application.id}`, fields.reply)}
            />
          </LabelledField>
          <div className={styles.saveBar}>
            <Button type="submit" name="decision" value="approve" disabled={pending}>
              {t("approve")}
            </Button>
            <Button type="submit" name="decision" value="decline" variant="secondary" disabled={pending}>
              {t("decline")}
            </Button>
          </div>
        </form>
      ) : (
        <p>
          {t(application.status === "approved" ? "wasApproved" : "wasDeclined", {
            date: when(application.decided_at ?? application.created_at),
          })}
          {application.reply ? (
            <>
              <br />
              <q>{application.reply}</q>
            </>
          ) : null}
        </p>
      )}
      <p role="status" className={state.refused ? styles.error : undefined}>
        {state.message}
      </p>
    </article>
  );
}
