"use client";

import { useTranslations } from "next-intl";
import { forgotPassword } from "@/lib/contract/endpoints/accounts";
import { useApiClient } from "@/components/data/use-api-client";
import styles from "../sign-in-dialog.module.scss";
import { DialogForm, PhoneField, usePhoneCheck, useSubmit, type Go } from "./form-kit";

/** A forgotten password: the phone number, to send a reset code to. */
export function ForgotForm({ go }: { go: Go }) {
  const t = useTranslations("auth");
  const api = useApiClient();
  const { failure, busy, submit } = useSubmit(async (form) => {
    const phone = String(form.get("phone") ?? "");
    await api.call(forgotPassword, { body: { phone_number: phone } });
    go({ name: "otp", phone, purpose: "reset_password" });
  }, usePhoneCheck());

  return (
    <DialogForm
      subtitle={t("forgotSubtitle")}
      onSubmit={submit}
      error={failure.form}
      invalid={failure.invalid}
      busy={busy}
      submitLabel={t("submitForgot")}
      after={
        <button type="button" className={styles.link} onClick={() => go({ name: "signin" })}>
          {t("backToSignIn")}
        </button>
      }
    >
      <PhoneField error={failure.fields.phone_number} />
    </DialogForm>
  );
}
