"use client";

import { useEffect, useState } from "react";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import type { RegisterBody, VerifyOtpBody } from "@/lib/contract/accounts";
import { resendOtp, verifyOtp } from "@/lib/contract/endpoints/accounts";
import { useApiClient } from "@/components/data/use-api-client";
import styles from "../sign-in-dialog.module.scss";
import {
  AuthField,
  DialogForm,
  NewPasswordField,
  RESEND_SECONDS,
  finishSignIn,
  useSubmit,
  type Go,
  type OtpPurpose,
} from "./form-kit";

/**
 * The code step. Registration sends its whole form again with the code: the account is made from
 * that request alone, so whoever proves the phone decides its password, name and referrer.
 */
export function OtpForm({
  phone,
  purpose,
  registration,
  go,
}: {
  phone: string;
  purpose: OtpPurpose;
  registration?: RegisterBody;
  go: Go;
}) {
  const t = useTranslations("auth");
  const api = useApiClient();
  const { failure, busy, submit } = useSubmit(async (form) => {
    const code = String(form.get("code") ?? "").trim();
    const body: VerifyOtpBody =
      purpose === "register" && registration
        ? { ...registration, code, purpose }
        : { phone_number: phone, code, purpose, password: String(form.get("password") ?? "") };
    const answer = await api.call(verifyOtp, { body });
    if (purpose !== "register") return go({ name: "signin", notice: t("passwordChanged") });
    // A registration answers with the new account's token; anything else is a failure.
    const accessToken = "access_token" in answer ? answer.access_token : null;
    const result = accessToken ? await signIn("token", { redirect: false, accessToken }) : null;
    if (!result?.ok || result.error) throw new Error("The new account could not sign in");
    finishSignIn();
  });
  const [wait, setWait] = useState(RESEND_SECONDS);
  const [resent, setResent] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  // A field of the register form this step does not show (a referral code gone since, say).
  const onThisForm = purpose === "register" ? ["code"] : ["code", "password"];
  const elsewhere = Object.entries(failure.fields).find(([field]) => !onThisForm.includes(field))?.[1];

  async function resend() {
    failure.clear();
    try {
      await api.call(resendOtp, { body: { phone_number: phone, purpose } });
      setWait(RESEND_SECONDS);
      setResent(true);
    } catch (error) {
      failure.show(error);
    }
  }

  return (
    <DialogForm
      subtitle={t("otpSubtitle", { phone })}
      onSubmit={submit}
      error={failure.form ?? elsewhere ?? null}
      invalid={failure.invalid}
      busy={busy}
      submitLabel={purpose === "register" ? t("submitOtp") : t("submitReset")}
      after={
        <>
          <p className={styles.hint} aria-live="polite">
            {wait > 0 ? t("resendIn", { seconds: wait }) : resent ? t("codeSent") : null}
          </p>
          <button type="button" className={styles.link} onClick={() => void resend()} disabled={wait > 0}>
            {t("resend")}
          </button>
        </>
      }
    >
      <AuthField
        label="otp"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        error={failure.fields.code}
      />
      {purpose === "reset_password" ? (
        <NewPasswordField label={t("newPassword")} error={failure.fields.password} />
      ) : null}
    </DialogForm>
  );
}
