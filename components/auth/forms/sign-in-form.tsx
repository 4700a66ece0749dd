"use client";

import { useState, type FormEvent } from "react";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { decodeSignInError, signInErrorKind } from "@/lib/auth/sign-in-errors";
import { spokenWait } from "@/lib/format";
import { type SocialProvider } from "@/lib/auth/social-shared";
import { Button } from "@/components/ui/button";
import { PasswordInput } from "@/components/auth/password-input";
import styles from "../sign-in-dialog.module.scss";
import { DialogForm, PhoneField, finishSignIn, type Go } from "./form-kit";

type SignInFormProps = { notice?: string; initialError?: string; socialProviders: SocialProvider[]; go: Go };

/** Phone number and password, the Google and Apple buttons, and the ways to register or reset. */
export function SignInForm({ notice, initialError, socialProviders, go }: SignInFormProps) {
  const t = useTranslations("auth");
  const [error, setError] = useState<string | null>(initialError ?? null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const result = await signIn("phone", {
      redirect: false,
      phone: String(form.get("phone") ?? ""),
      password: String(form.get("password") ?? ""),
      remember: form.get("remember") === "on" ? "true" : "false",
    }).catch(() => null);
    if (result?.ok && !result.error) return finishSignIn();
    setBusy(false);
    const failure = decodeSignInError(result?.error);
    const kind = signInErrorKind(failure);
    const wait = spokenWait(failure.retryAfter || 60);
    const messages = {
      credentials:
        failure.attemptsLeft === null
          ? t("errorCredentials")
          : `${t("errorCredentials")} ${t("errorAttemptsLeft", { count: failure.attemptsLeft })}`,
      tooMany:
        wait.unit === "minutes"
          ? t("errorTooManyMinutes", { minutes: wait.count })
          : t("errorTooMany", { seconds: wait.count }),
      inactive: failure.message || t("errorInactive"),
      blocked: failure.message || t("errorBlocked"),
      unverified: failure.message || t("errorInactive"),
      unreachable: t("errorUnreachable"),
      unknown: t("errorUnknown"),
    } as const;
    setError(messages[kind]);
  }

  return (
    <DialogForm
      subtitle={notice ?? t("signInSubtitle")}
      onSubmit={submit}
      error={error}
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
      <PhoneField />
      <PasswordInput label={t("password")} name="password" autoComplete="current-password" required />
      <label className={styles.check}>
        <input type="checkbox" name="remember" />
        {t("remember")}
      </label>
    </DialogForm>
  );
}
