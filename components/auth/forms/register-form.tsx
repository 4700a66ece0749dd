"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import type { RegisterBody } from "@/lib/contract/accounts";
import { register } from "@/lib/contract/endpoints/accounts";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useApiClient } from "@/components/data/use-api-client";
import styles from "../sign-in-dialog.module.scss";
import { FormError, NewPasswordField, ReferralCodeField, PhoneField, useFailure, type Go } from "./form-kit";

/** A new account: phone number, name and password, confirmed by a code sent by SMS. */
export function RegisterForm({ go }: { go: Go }) {
  const t = useTranslations("auth");
  const api = useApiClient();
  const failure = useFailure();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const phone = String(form.get("phone") ?? "");
    const password = String(form.get("password") ?? "");
    const referral = String(form.get("referred_code") ?? "").trim();
    setBusy(true);
    failure.clear();
    const registration: RegisterBody = {
      phone_number: phone,
      name: String(form.get("name") ?? "").trim() || undefined,
      password,
      referred_code: referral || undefined,
    };
    try {
      await api.call(register, { body: registration });
      go({ name: "otp", phone, purpose: "register", registration });
    } catch (error) {
      failure.show(error);
      setBusy(false);
    }
  }

  return (
    <div className={styles.body}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <PhoneField error={failure.fields.phone_number} />
        <TextField
          label={t("name")}
          name="name"
          id="auth-name"
          autoComplete="name"
          error={failure.fields.name}
        />
        <NewPasswordField label={t("password")} error={failure.fields.password} />
        <p className={styles.hint}>{t("passwordHint")}</p>
        <ReferralCodeField error={failure.fields.referred_code} />
        <FormError message={failure.form} />
        <Button type="submit" size="lg" disabled={busy}>
          {t("submitRegister")}
        </Button>
      </form>
      <p className={styles.switch}>
        {t("haveAccount")}{" "}
        <button type="button" className={styles.link} onClick={() => go({ name: "signin" })}>
          {t("backToSignIn")}
        </button>
      </p>
    </div>
  );
}
