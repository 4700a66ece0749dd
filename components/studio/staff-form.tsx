"use client";

import { useActionState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { STAFF_ROLES } from "@/lib/studio/roles";
import { openStaffForm, type StaffFormKind, type StaffFormState } from "@/lib/studio/staff-form";
import { StepUpField } from "./step-up-field";
import styles from "./studio.module.scss";
import { FormSelect } from "@/components/ui/form-select";

/**
 * Gives a role to a phone number, changes a member's role, resets their app, or removes them; posted
 * to the server (it works before any script runs), asking for a fresh code when the backend wants one.
 */
export function StaffForm({
  kind,
  targetId = null,
  currentRole,
  label,
  staffAction,
}: {
  kind: StaffFormKind;
  targetId?: number | null;
  /** The member's role now, for "role"; the role offered first, for "add". */
  currentRole?: string;
  /** Names the member the form acts on, for the role select and the buttons. */
  label?: string;
  /** lib/studio/staff-actions.ts, handed down by the page: see StudioSignIn. */
  staffAction: (state: StaffFormState, form: FormData) => Promise<StaffFormState>;
}) {
  const t = useTranslations("studio");
  const locale = useLocale();
  const [state, submit, pending] = useActionState(staffAction, openStaffForm(kind, targetId, currentRole));
  const { fields = {} } = state;
  const id = (name: string) => `staff-${kind}-${targetId ?? "new"}-${name}`;
  const submitLabel = { add: "add", role: "changeRole", reset: "reset", remove: "remove" } as const;
  return (
    <form action={submit} className={styles.filters} noValidate>
      <input type="hidden" name="locale" value={locale} />
      {kind === "add" ? (
        <TextField
          id={id("phone")}
          name="phone"
          type="tel"
          label={t("staff.phone")}
          defaultValue={state.typed.phone}
          error={fields.phone}
        />
      ) : null}
      {kind === "add" || kind === "role" ? (
        <div className={styles.selectField}>
          <label htmlFor={id("role")}>{label ? `${t("staff.role")}: ${label}` : t("staff.role")}</label>
          <FormSelect id={id("role")} name="role" defaultValue={state.typed.role}>
            {STAFF_ROLES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`roles.${choice}`)}
              </option>
            ))}
          </FormSelect>
        </div>
      ) : null}
      {state.needsCode ? <StepUpField id={id("code")} error={fields.code} /> : null}
      <Button
        type="submit"
        disabled={pending}
        variant={kind === "add" ? "primary" : "secondary"}
        aria-label={label && kind !== "role" ? `${t(`staff.${submitLabel[kind]}`)}: ${label}` : undefined}
      >
        {t(`staff.${submitLabel[kind]}`)}
      </Button>
      <p role="status" className={state.outcome === "refused" ? styles.error : undefined}>
        {state.message}
      </p>
    </form>
  );
}
