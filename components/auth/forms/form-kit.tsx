"use client";

import { useEffect, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { fieldErrors, isApiError } from "@/lib/api/errors";
import { phoneProblem, type FieldProblem } from "@/lib/auth/field-checks";
import { announceSessionChange } from "@/lib/auth/session-store";
import { browserEnv } from "@/lib/config/browser-env";
import { takeReturnPath } from "@/lib/return-path";
import type { RegisterBody } from "@/lib/contract/accounts";
import { savedReferralCode } from "@/lib/referral";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { PasswordInput } from "@/components/auth/password-input";
import styles from "../sign-in-dialog.module.scss";

/**
 * What the sign-in dialog's forms share: which form shows (`View`, moved with `Go`), how a failed call
 * reads and how a form is sent, their layout and fields, and where a sign-in ends.
 */

/** What the one-time code confirms. */
export type OtpPurpose = "register" | "reset_password";

/** The form the dialog shows, with what it was opened with. */
export type View =
  | { name: "signin"; notice?: string }
  | { name: "register" }
  | { name: "forgot" }
  | { name: "otp"; phone: string; purpose: OtpPurpose; registration?: RegisterBody }
  | { name: "socialRegister"; prefill: string; email: string; username: string };

/** A minute between SMS codes (product §5.7), as the backend enforces. */
export const RESEND_SECONDS = 60;

/**
 * After any sign-in: the other tabs read the session again, and this one goes back to the saved page
 * (same origin only), else this page, reloaded (product §2.6, §4.1).
 */
export function finishSignIn() {
  announceSessionChange("signin");
  const path = takeReturnPath();
  const target = path ? new URL(path, window.location.origin) : null;
  const here = window.location.pathname + window.location.search;
  // Only the hash differs (or nothing): assign() would merely scroll, so put it in place and reload.
  if (!target || target.pathname + target.search === here) {
    if (target) window.history.replaceState(null, "", target);
    window.location.reload();
  } else window.location.assign(target);
}

/** Moves the dialog to another form. */
export type Go = (view: View) => void;

/** A failure a form read from an answer itself (not the API client's): by field, else one message. */
export class FormFailure extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * What a failed call means for the form: errors by field, or one message for the whole form.
 * `invalid` counts the times fields were refused: the form moves focus to the first one each time.
 */
export function useFailure() {
  const t = useTranslations("auth");
  const [fields, setFieldsOnly] = useState<Record<string, string>>({});
  const [form, setForm] = useState<ReactNode>(null);
  const [invalid, setInvalid] = useState(0);
  const setFields = (byField: Record<string, string>) => {
    setFieldsOnly(byField);
    if (Object.keys(byField).length) setInvalid((times) => times + 1);
  };
  return {
    fields,
    form,
    invalid,
    clear() {
      setFieldsOnly({});
      setForm(null);
    },
    showFields(byField: Record<string, string>) {
      setFields(byField);
      setForm(null);
    },
    showMessage(message: ReactNode) {
      setFieldsOnly({});
      setForm(message);
    },
    show(error: unknown) {
      if (error instanceof FormFailure) {
        setFields(error.fields);
        setForm(Object.keys(error.fields).length ? null : error.message);
      } else if (isApiError(error, 422)) {
        const byField = fieldErrors(error);
        setFields(byField);
        setForm(Object.keys(byField).length ? null : error.message);
      } else if (isApiError(error)) setForm(error.body?.message ?? t("errorUnknown"));
      else setForm(t("errorUnreachable"));
    },
  };
}

/** The messages of a phone number's problems (lib/auth/field-checks.ts). */
export const PHONE_PROBLEMS = {
  required: "errorPhoneRequired",
  invalid: "errorPhoneInvalid",
} as const satisfies Record<FieldProblem, AuthMessage>;

/**
 * The check of a form's phone number before it is sent, as the backend makes it: its message under
 * the body's field name (`phone_number`), or nothing.
 */
export function usePhoneCheck() {
  const t = useTranslations("auth");
  return (form: FormData): Record<string, string> => {
    const problem = phoneProblem(String(form.get("phone") ?? ""), browserEnv.NEXT_PUBLIC_PHONE_COUNTRY_CODE);
    return problem ? { phone_number: t(PHONE_PROBLEMS[problem]) } : {};
  };
}

/**
 * A form sent by a call that moves the dialog on: `check` first (errors by field keep it from being
 * sent), then busy while `send` runs with the form's data; a failed call is shown (useFailure) and
 * the form can be sent again, a successful one leaves it busy.
 */
export function useSubmit(
  send: (form: FormData) => Promise<void>,
  check: (form: FormData) => Record<string, string> = () => ({}),
) {
  const failure = useFailure();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const problems = check(form);
    if (Object.keys(problems).length) return failure.showFields(problems);
    setBusy(true);
    failure.clear();
    try {
      await send(form);
    } catch (error) {
      failure.show(error);
      setBusy(false);
    }
  }
  return { failure, busy, submit };
}

type AuthMessage = keyof Messages["auth"];

/** A field of these forms: its label and placeholder are messages of "auth", its id "auth-" + its name. */
export function AuthField({
  label,
  placeholder,
  ...field
}: Omit<ComponentProps<typeof TextField>, "id" | "label" | "placeholder"> & {
  label: AuthMessage;
  placeholder?: AuthMessage;
}) {
  const t = useTranslations("auth");
  return (
    <TextField
      {...field}
      id={`auth-${field.name}`}
      label={t(label)}
      placeholder={placeholder && t(placeholder)}
    />
  );
}

/**
 * The phone number as the viewer types it ("0901 234 567", "+84 901 234 567"); the backend composes it.
 * Checked before sending (usePhoneCheck), its error said at the field.
 */
export function PhoneField({ error }: { error?: string }) {
  return (
    <AuthField
      label="phone"
      name="phone"
      type="tel"
      autoComplete="tel"
      placeholder="phonePlaceholder"
      required
      error={error}
    />
  );
}

function FormError({ message }: { message: ReactNode }): ReactNode {
  return message ? (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  ) : null;
}

/**
 * A form of the dialog, as they are all laid out: a subtitle, the fields (`children`), the form-wide
 * error and the submit button (off while busy), then what follows the form (`after`: links, a hint).
 * Each time fields are refused (`invalid`, useFailure's count) the first refused one takes the focus,
 * so its error is read out with it.
 */
export function DialogForm({
  subtitle,
  onSubmit,
  error,
  invalid = 0,
  busy,
  submitLabel,
  after,
  children,
}: {
  subtitle?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error: ReactNode;
  invalid?: number;
  busy: boolean;
  submitLabel: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (invalid) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalid]);
  return (
    <div className={styles.body}>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        {children}
        <FormError message={error} />
        <Button type="submit" size="lg" disabled={busy}>
          {submitLabel}
        </Button>
      </form>
      {after}
    </div>
  );
}

/** A referral code, filled in with the one a shared link brought (lib/referral.ts). */
export function ReferralCodeField({ error }: { error?: string }) {
  return (
    <AuthField
      label="referralCode"
      name="referred_code"
      defaultValue={savedReferralCode()}
      autoComplete="off"
      error={error}
    />
  );
}

/** A password the viewer chooses (registering, or resetting a forgotten one). */
export function NewPasswordField({ label, error }: { label: string; error?: string }) {
  return <PasswordInput label={label} name="password" autoComplete="new-password" error={error} required />;
}
