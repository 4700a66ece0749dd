"use client";

import { useTranslations } from "next-intl";
import type { RegisterBody } from "@/lib/contract/accounts";
import { register } from "@/lib/contract/endpoints/accounts";
import { useApiClient } from "@/components/data/use-api-client";
import styles from "../sign-in-dialog.module.scss";
import {
  AuthField,
  DialogForm,
  NewPasswordField,
  ReferralCodeField,
  PhoneField,
  usePhoneCheck,
  useSubmit,
  type Go,
} from "./form-kit";

/** A new account: phone number, name and password, confirmed by a code sent by SMS. */
export function RegisterForm({ go }: { go: Go }) {
  const t = useTranslations("auth");
  const api = useApiClient();
  const { failure, busy, submit } = useSubmit(async (form) => {
    const phone = String(form.get("phone") ?? "");
    const registration: RegisterBody = {
      phone_number: phone,
      name: String(form.get("name") ?? "").trim() || undefined,
      password: String(form.get("password") ?? ""),
      referred_code: String(form.get("referred_code") ?? "").trim() || undefined,
    };
    await api.call(register, { body: registration });
    go({ name: "otp", phone, purpose: "register", registration });
  }, usePhoneCheck());

  return (
    <DialogForm
      onSubmit={submit}
      error={failure.form}
      invalid={failure.invalid}
      busy={busy}
      submitLabel={t("submitRegister")}
      after={
        <p className={styles.switch}>
          {t("haveAccount")}{" "}
          <button type="button" className={styles.link} onClick={() => go({ name: "signin" })}>
            {t("backToSignIn")}
          </button>
        </p>
      }
    >
      <PhoneField error={failure.fields.phone_number} />
      <AuthField label="name" name="name" autoComplete="name" error={failure.fields.name} />
      <NewPasswordField label={t("password")} error={failure.fields.password} />
      <p className={styles.hint}>{t("passwordHint")}</p>
      <ReferralCodeField error={failure.fields.referred_code} />
    </DialogForm>
  );
}
