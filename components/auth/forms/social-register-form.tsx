"use client";

import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { AuthField, DialogForm, FormFailure, ReferralCodeField, finishSignIn, useSubmit } from "./form-kit";

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
  const { failure, busy, submit } = useSubmit(async (form) => {
    const response = await fetch("/api/auth/social-register", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        prefill,
        username: String(form.get("username") ?? ""),
        referred_code: String(form.get("referred_code") ?? "").trim() || undefined,
      }),
    });
    const body = (await response.json().catch(() => null)) as {
      access_token?: string;
      message?: string;
      errors?: Record<string, string[]>;
    } | null;
    if (response.ok && body?.access_token) {
      const result = await signIn("token", { redirect: false, accessToken: body.access_token });
      if (result?.ok && !result.error) return finishSignIn();
    }
    const fields = Object.fromEntries(
      Object.entries(body?.errors ?? {}).map(([key, list]) => [key, list[0] ?? ""]),
    );
    // The sealed prefill gone stale is the form's failure, not a field's.
    const byField = Object.keys(fields).length && !fields.prefill ? fields : {};
    throw new FormFailure(body?.message || t("errorUnknown"), byField);
  });

  return (
    <DialogForm
      subtitle={t("socialRegisterSubtitle", { email })}
      onSubmit={submit}
      error={failure.form ?? (failure.fields.email || null)}
      invalid={failure.invalid}
      busy={busy}
      submitLabel={t("submitSocialRegister")}
    >
      <AuthField
        label="username"
        name="username"
        defaultValue={username}
        autoComplete="nickname"
        required
        error={failure.fields.username}
      />
      <ReferralCodeField error={failure.fields.referred_code} />
    </DialogForm>
  );
}
