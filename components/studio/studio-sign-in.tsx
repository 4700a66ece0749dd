"use client";

import { useActionState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/password-field";
import { QrCode } from "@/components/ui/qr-code";
import { TextField } from "@/components/ui/text-field";
import type { SignInState } from "@/lib/studio/actions";
import styles from "./studio.module.scss";

/**
 * The studio's sign-in, one step at a time: phone and password; then the code (on the first sign-in,
 * after setting up the authenticator app from a QR code); after setting up, the recovery codes, once.
 * Each step is a form the server answers (lib/studio/actions.ts), so it works before any script runs.
 */
export function StudioSignIn({
  initial,
  signInStep,
  startAgain,
}: {
  initial: SignInState;
  /**
   * The server actions (lib/studio/actions.ts), handed down by the page rather than imported here: an
   * import would put the action-calling runtime in a chunk of its own that every viewer page loads.
   */
  signInStep: (state: SignInState, form: FormData) => Promise<SignInState>;
  startAgain: (form: FormData) => Promise<void>;
}) {
  const t = useTranslations("studio.signIn");
  const locale = useLocale();
  const [state, submit, pending] = useActionState(signInStep, initial);
  const language = <input type="hidden" name="locale" value={locale} />;

  if (state.step === "recovery")
    return (
      <section className={styles.card} aria-labelledby="studio-step">
        <h1 id="studio-step">{t("recoveryHeading")}</h1>
        <p>{t("recoveryIntro")}</p>
        <ul className={styles.codes} aria-label={t("recoveryListLabel")}>
          {state.codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <form action={submit}>
          {language}
          <Button type="submit" disabled={pending}>
            {t("enter")}
          </Button>
        </form>
      </section>
    );

  if (state.step === "code")
    return (
      <section className={styles.card} aria-labelledby="studio-step">
        <h1 id="studio-step">{state.enrolment ? t("enrolHeading") : t("codeHeading")}</h1>
        <p>{state.enrolment ? t("enrolIntro") : t("codeIntro")}</p>
        {state.enrolment ? (
          <div className={styles.enrol}>
            <QrCode
              className={styles.qr}
              path={state.enrolment.qr.path}
              size={state.enrolment.qr.size}
              label={t("qrLabel")}
            />
            <p>
              {t("secretLabel")} <code className={styles.secret}>{state.enrolment.secret}</code>
            </p>
          </div>
        ) : null}
        <form action={submit} className={styles.form} noValidate>
          {language}
          <TextField
            label={t("code")}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={state.error}
          />
          <Button type="submit" disabled={pending}>
            {t("verify")}
          </Button>
        </form>
        <form action={startAgain}>
          {language}
          <Button type="submit" variant="secondary" size="sm">
            {t("startAgain")}
          </Button>
        </form>
      </section>
    );

  return (
    <section className={styles.card} aria-labelledby="studio-step">
      <h1 id="studio-step">{t("heading")}</h1>
      <p>{t("intro")}</p>
      {state.error && !state.fields?.phone_number && !state.fields?.password ? (
        <p className={styles.error} role="alert">
          {state.error}
        </p>
      ) : null}
      <form action={submit} className={styles.form} noValidate>
        {language}
        <TextField
          label={t("phone")}
          name="phone_number"
          type="tel"
          inputMode="tel"
          autoComplete="username"
          defaultValue={state.phone}
          required
          error={state.fields?.phone_number}
        />
        <PasswordField
          label={t("password")}
          showLabel={t("showPassword")}
          hideLabel={t("hidePassword")}
          name="password"
          autoComplete="current-password"
          required
          error={state.fields?.password}
        />
        <Button type="submit" disabled={pending}>
          {t("continue")}
        </Button>
      </form>
    </section>
  );
}
