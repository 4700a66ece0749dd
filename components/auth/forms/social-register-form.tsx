"use client";

import { useState, type FormEvent } from "react";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import styles from "../sign-in-dialog.module.scss";
import { AuthField, FormError, ReferralCodeField, finishSignIn, useFailure } from "./form-kit";

/**
 * product §4.2 needs_register: the provider's e-mail (shown, not editable: it comes sealed from the server),
 * a username defaulting to the display name or the e-mail's local part, and an optional referral code.
 */
export function SocialRegisterForm({
  prefill,
  email,
  username,
}: {
  prefill: string;
  email: string;
  username: string;
}) {
  const t = useTranslations("auth");
  const failure = useFailure();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    failure.clear();
    const response = await fetch("/api/auth/social-register", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        prefill,
        username: String(form.get("username") ?? ""),
        referred_code: String(form.get("referred_code") ?? "").trim() || undefined,
      }),
    }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as {
      access_token?: string;
      message?: string;
      errors?: Record<string, string[]>;
    } | null;
    if (response?.ok && body?.access_token) {
      const result = await signIn("token", { redirect: false, accessToken: body.access_token });
      if (result?.ok && !result.error) return finishSignIn();
    }
    setBusy(false);
    if (!response) return failure.show(null);
    const fields = Object.fromEntries(
      Object.entries(body?.errors ?? {}).map(([key, list]) => [key, list[0] ?? ""]),
    );
    if (Object.keys(fields).length && !fields.prefill) failure.showFields(fields);
    else failure.showMessage(body?.message || t("errorUnknown"));
  }

  return (
    <div className={styles.body}>
      <p className={styles.subtitle}>{t("socialRegisterSubtitle", { email })}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <AuthField
          label="username"
          name="username"
          defaultValue={username}
          autoComplete="nickname"
          required
          error={failure.fields.username}
        />
        <ReferralCodeField error={failure.fields.referred_code} />
        <FormError message={failure.form ?? (failure.fields.email || null)} />
        <Button type="submit" size="lg" disabled={busy}>
          {t("submitSocialRegister")}
        </Button>
      </form>
    </div>
  );
}
