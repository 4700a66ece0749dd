"use client";

import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { getProviders, signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { fieldErrors, isApiError } from "@/lib/api/errors";
import { decodeSignInError, signInErrorKind } from "@/lib/auth/sign-in-errors";
import { LoginResponseSchema, MessageResponseSchema } from "@/lib/contract/common";
import { NO_EMAIL_MESSAGE, type SocialProvider } from "@/lib/auth/social-shared";
import { savedReferralCode } from "@/lib/referral";
import { takeReturnPath } from "@/lib/return-path";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { PasswordField } from "@/components/ui/password-field";
import { TextField } from "@/components/ui/text-field";
import { useApiClient } from "@/components/data/use-api-client";
import styles from "./sign-in-dialog.module.scss";

type OtpPurpose = "register" | "reset_password";
type View =
  | { name: "signin"; notice?: string }
  | { name: "register" }
  | { name: "forgot" }
  | { name: "otp"; phone: string; purpose: OtpPurpose; password?: string }
  | { name: "socialRegister"; prefill: string; email: string; username: string };

/** How the dialog opens: plainly, on the social registration step, or with a refusal to show. */
export type DialogStart = {
  socialRegister?: { prefill: string; email: string; username: string };
  error?: "no_email" | "inactive" | "blocked" | "unknown";
};

/** SPEC §9 leaves the resend pause to us: a minute, as the backend enforces. */
const RESEND_SECONDS = 60;

/** After any sign-in: back to the saved page (same origin only), else this page, reloaded (SPEC §4). */
function finishSignIn() {
  const path = takeReturnPath();
  const target = path ? new URL(path, window.location.origin) : null;
  const here = window.location.pathname + window.location.search;
  // Only the hash differs (or nothing): assign() would merely scroll, so put it in place and reload.
  if (!target || target.pathname + target.search === here) {
    if (target) window.history.replaceState(null, "", target);
    window.location.reload();
  } else window.location.assign(target);
}

type Props = { open: boolean; onClose: () => void; start: DialogStart };

/** Google and Apple buttons appear when the server has them configured (asked at run time). */
function useSocialProviders(): SocialProvider[] {
  const [providers, setProviders] = useState<SocialProvider[]>([]);
  useEffect(() => {
    let live = true;
    getProviders()
      .then((all) => {
        const ids = Object.keys(all ?? {}).filter(
          (id): id is SocialProvider => id === "google" || id === "apple",
        );
        if (live) setProviders(ids);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return providers;
}

export function SignInDialog({ open, onClose, start }: Props) {
  const t = useTranslations("auth");
  const common = useTranslations("common");
  const socialProviders = useSocialProviders();
  const [view, setView] = useState<View>(
    start.socialRegister ? { name: "socialRegister", ...start.socialRegister } : { name: "signin" },
  );
  const startError = start.error
    ? {
        no_email: NO_EMAIL_MESSAGE,
        inactive: t("errorInactive"),
        blocked: t("errorBlocked"),
        unknown: t("errorUnknown"),
      }[start.error]
    : undefined;
  const titles = {
    signin: t("signInTitle"),
    register: t("registerTitle"),
    forgot: t("forgotTitle"),
    otp: view.name === "otp" && view.purpose === "reset_password" ? t("resetTitle") : t("otpTitle"),
    socialRegister: t("socialRegisterTitle"),
  } as const;
  return (
    <Modal open={open} onClose={onClose} title={titles[view.name]} closeLabel={common("close")}>
      {view.name === "signin" ? (
        <SignInForm
          notice={view.notice}
          initialError={startError}
          socialProviders={socialProviders}
          go={setView}
        />
      ) : null}
      {view.name === "socialRegister" ? (
        <SocialRegisterForm prefill={view.prefill} email={view.email} username={view.username} />
      ) : null}
      {view.name === "register" ? <RegisterForm go={setView} /> : null}
      {view.name === "forgot" ? <ForgotForm go={setView} /> : null}
      {view.name === "otp" ? (
        <OtpForm phone={view.phone} purpose={view.purpose} password={view.password} go={setView} />
      ) : null}
    </Modal>
  );
}

type Go = (view: View) => void;

type SignInFormProps = { notice?: string; initialError?: string; socialProviders: SocialProvider[]; go: Go };

function SignInForm({ notice, initialError, socialProviders, go }: SignInFormProps) {
  const t = useTranslations("auth");
  const common = useTranslations("common");
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
    const messages = {
      credentials: t("errorCredentials"),
      tooMany: t("errorTooMany", { seconds: failure.retryAfter || 60 }),
      inactive: failure.message || t("errorInactive"),
      blocked: failure.message || t("errorBlocked"),
      unverified: failure.message || t("errorInactive"),
      unreachable: t("errorUnreachable"),
      unknown: t("errorUnknown"),
    } as const;
    setError(messages[kind]);
  }

  return (
    <div className={styles.body}>
      <p className={styles.subtitle}>{notice ?? t("signInSubtitle")}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <PhoneField />
        <PasswordField
          label={t("password")}
          name="password"
          autoComplete="current-password"
          showLabel={common("showPassword")}
          hideLabel={common("hidePassword")}
          required
        />
        <label className={styles.check}>
          <input type="checkbox" name="remember" />
          {t("remember")}
        </label>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t("signingIn") : t("submitSignIn")}
        </Button>
      </form>
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
    </div>
  );
}

/** What a failed call means for the form: errors by field, or one message for the whole form. */
function useFailure() {
  const t = useTranslations("auth");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [form, setForm] = useState<string | null>(null);
  return {
    fields,
    form,
    clear() {
      setFields({});
      setForm(null);
    },
    showFields(fields: Record<string, string>) {
      setFields(fields);
      setForm(null);
    },
    showMessage(text: string) {
      setFields({});
      setForm(text);
    },
    show(error: unknown) {
      if (isApiError(error, 422)) {
        const byField = fieldErrors(error);
        setFields(byField);
        setForm(Object.keys(byField).length ? null : error.message);
      } else if (isApiError(error)) setForm(error.body?.message ?? t("errorUnknown"));
      else setForm(t("errorUnreachable"));
    },
  };
}

function RegisterForm({ go }: { go: Go }) {
  const t = useTranslations("auth");
  const common = useTranslations("common");
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
    try {
      await api.post(
        "/register",
        {
          phone_number: phone,
          name: String(form.get("name") ?? "").trim() || undefined,
          password,
          referred_code: referral || undefined,
        },
        MessageResponseSchema,
      );
      go({ name: "otp", phone, purpose: "register", password });
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
        <PasswordField
          label={t("password")}
          name="password"
          autoComplete="new-password"
          showLabel={common("showPassword")}
          hideLabel={common("hidePassword")}
          error={failure.fields.password}
          required
        />
        <p className={styles.hint}>{t("passwordHint")}</p>
        <TextField
          label={t("referralCode")}
          name="referred_code"
          id="auth-referred_code"
          defaultValue={savedReferralCode()}
          autoComplete="off"
          error={failure.fields.referred_code}
        />
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

function ForgotForm({ go }: { go: Go }) {
  const t = useTranslations("auth");
  const api = useApiClient();
  const failure = useFailure();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const phone = String(new FormData(event.currentTarget).get("phone") ?? "");
    setBusy(true);
    failure.clear();
    try {
      await api.post("/forgot-password", { phone_number: phone }, MessageResponseSchema);
      go({ name: "otp", phone, purpose: "reset_password" });
    } catch (error) {
      failure.show(error);
      setBusy(false);
    }
  }

  return (
    <div className={styles.body}>
      <p className={styles.subtitle}>{t("forgotSubtitle")}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <PhoneField error={failure.fields.phone_number} />
        <FormError message={failure.form} />
        <Button type="submit" size="lg" disabled={busy}>
          {t("submitForgot")}
        </Button>
      </form>
      <button type="button" className={styles.link} onClick={() => go({ name: "signin" })}>
        {t("backToSignIn")}
      </button>
    </div>
  );
}

/**
 * The code step. Registration sends the chosen password again with the code, so whoever proves the
 * phone is the one whose password the account keeps.
 */
function OtpForm({
  phone,
  purpose,
  password,
  go,
}: {
  phone: string;
  purpose: OtpPurpose;
  password?: string;
  go: Go;
}) {
  const t = useTranslations("auth");
  const common = useTranslations("common");
  const api = useApiClient();
  const failure = useFailure();
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(RESEND_SECONDS);
  const [resent, setResent] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      phone_number: phone,
      code: String(form.get("code") ?? "").trim(),
      purpose,
      password: purpose === "reset_password" ? String(form.get("password") ?? "") : password,
    };
    setBusy(true);
    failure.clear();
    try {
      if (purpose === "register") {
        const { access_token } = await api.post("/verify-otp", body, LoginResponseSchema);
        const result = await signIn("token", { redirect: false, accessToken: access_token });
        if (result?.ok && !result.error) return finishSignIn();
        failure.show(null);
      } else {
        await api.post("/verify-otp", body, MessageResponseSchema);
        go({ name: "signin", notice: t("passwordChanged") });
      }
    } catch (error) {
      failure.show(error);
    }
    setBusy(false);
  }

  async function resend() {
    failure.clear();
    try {
      await api.post("/resend-otp", { phone_number: phone, purpose }, MessageResponseSchema);
      setWait(RESEND_SECONDS);
      setResent(true);
    } catch (error) {
      failure.show(error);
    }
  }

  return (
    <div className={styles.body}>
      <p className={styles.subtitle}>{t("otpSubtitle", { phone })}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t("otp")}
          name="code"
          id="auth-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          error={failure.fields.code}
        />
        {purpose === "reset_password" ? (
          <PasswordField
            label={t("newPassword")}
            name="password"
            autoComplete="new-password"
            showLabel={common("showPassword")}
            hideLabel={common("hidePassword")}
            error={failure.fields.password}
            required
          />
        ) : null}
        <FormError message={failure.form} />
        <Button type="submit" size="lg" disabled={busy}>
          {purpose === "register" ? t("submitOtp") : t("submitReset")}
        </Button>
      </form>
      <p className={styles.hint} aria-live="polite">
        {wait > 0 ? t("resendIn", { seconds: wait }) : resent ? t("codeSent") : null}
      </p>
      <button type="button" className={styles.link} onClick={() => void resend()} disabled={wait > 0}>
        {t("resend")}
      </button>
    </div>
  );
}

/**
 * SPEC §4 needs_register: the provider's e-mail (shown, not editable: it comes sealed from the server),
 * a username defaulting to the display name or the e-mail's local part, and an optional referral code.
 */
function SocialRegisterForm({
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
        <TextField
          label={t("username")}
          name="username"
          id="auth-username"
          defaultValue={username}
          autoComplete="nickname"
          required
          error={failure.fields.username}
        />
        <TextField
          label={t("referralCode")}
          name="referred_code"
          id="auth-referred_code"
          defaultValue={savedReferralCode()}
          autoComplete="off"
          error={failure.fields.referred_code}
        />
        <FormError message={failure.form ?? (failure.fields.email || null)} />
        <Button type="submit" size="lg" disabled={busy}>
          {t("submitSocialRegister")}
        </Button>
      </form>
    </div>
  );
}

/** The phone number as the viewer types it ("0901 234 567", "+84 901 234 567"); the backend composes it. */
function PhoneField({ error }: { error?: string }) {
  const t = useTranslations("auth");
  return (
    <TextField
      label={t("phone")}
      name="phone"
      id="auth-phone"
      type="tel"
      autoComplete="tel"
      placeholder={t("phonePlaceholder")}
      required
      error={error}
    />
  );
}

function FormError({ message }: { message: string | null }): ReactNode {
  return message ? (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  ) : null;
}
