"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { signInProblems } from "@/lib/auth/field-checks";
import { decodeSignInError, signInErrorKind } from "@/lib/auth/sign-in-errors";
import { type SocialProvider } from "@/lib/auth/social-shared";
import { browserEnv } from "@/lib/config/browser-env";
import { Button } from "@/components/ui/button";
import { PasswordInput } from "@/components/auth/password-input";
import styles from "../sign-in-dialog.module.scss";
import { DialogForm, PHONE_PROBLEMS, PhoneField, finishSignIn, useFailure, type Go } from "./form-kit";
import { useRefusalMessage } from "./refusals";

type SignInFormProps = {
  notice?: string;
  initialError?: ReactNode;
  socialProviders: SocialProvider[];
  go: Go;
};

/**
 * Phone number and password, the Google and Apple buttons, and the ways to register or reset. Empty
 * fields and a number that is not a mobile one are said at their field before anything is sent; the
 * backend's own field errors (a 422) are said there too.
 */
export function SignInForm({ notice, initialError, socialProviders, go }: SignInFormProps) {
  const t = useTranslations("auth");
  const failure = useFailure();
  const refusal = useRefusalMessage();
  const [startError, setStartError] = useState(initialError ?? null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const phone = String(form.get("phone") ?? "");
    const password = String(form.get("password") ?? "");
    setStartError(null);
    const problems = signInProblems({ phone, password }, browserEnv.NEXT_PUBLIC_PHONE_COUNTRY_CODE);
    if (problems.phone || problems.password) {
      return failure.showFields({
        ...(problems.phone ? { phone: t(PHONE_PROBLEMS[problems.phone]) } : {}),
        ...(problems.password ? { password: t("errorPasswordRequired") } : {}),
      });
    }
    setBusy(true);
    failure.clear();
    const result = await signIn("phone", {
      redirect: false,
      phone,
      password,
      remember: form.get("remember") === "on" ? "true" : "false",
    }).catch(() => null);
    if (result?.ok && !result.error) return finishSignIn();
    setBusy(false);
    const answer = decodeSignInError(result?.error);
    const { phone_number: phoneError, password: passwordError } = answer.fields;
    if (signInErrorKind(answer) === "fields" && (phoneError || passwordError)) {
      failure.showFields({
        ...(phoneError ? { phone: phoneError } : {}),
        ...(passwordError ? { password: passwordError } : {}),
      });
    } else failure.showMessage(refusal(answer, phone.trim()));
  }

  return (
    <DialogForm
      subtitle={notice ?? t("signInSubtitle")}
      onSubmit={submit}
      error={failure.form ?? startError}
      invalid={failure.invalid}
      busy={busy}
      submitLabel={busy ? t("signingIn") : t("submitSignIn")}
      after={
        <>
          <button type="button" className={styles.link} onClick={() => go({ name: "forgot" })}>
            {t("forgot")}
          </button>
          {socialProviders.length ? (
            <div className={styles.social}>
              <p className={styles.divider}>{t("or")}</p>
              {socialProviders.map((provider) => (
                <Button key={provider} variant="secondary" size="lg" onClick={() => void signIn(provider)}>
                  {provider === "google" ? t("google") : t("apple")}
                </Button>
              ))}
            </div>
          ) : null}
          <p className={styles.switch}>
            {t("noAccount")}{" "}
            <button type="button" className={styles.link} onClick={() => go({ name: "register" })}>
              {t("createAccount")}
            </button>
          </p>
        </>
      }
    >
      <PhoneField error={failure.fields.phone} />
      <PasswordInput
        id="auth-password"
        label={t("password")}
        name="password"
        autoComplete="current-password"
        error={failure.fields.password}
        required
      />
      <label className={styles.check}>
        <input type="checkbox" name="remember" />
        {t("remember")}
      </label>
    </DialogForm>
  );
}
