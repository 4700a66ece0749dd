"use client";

import { useState, type FormEvent } from "react";
import { Link } from "@/components/ui/link";
import { useSession } from "@/components/auth/session-provider";
import { useTranslations } from "next-intl";
import { setFlash } from "@/lib/flash";
import { hasNoPhone } from "@/lib/phone";
import { openSignIn } from "@/lib/auth/events";
import { useApiClient } from "@/components/data/use-api-client";
import { Button } from "@/components/ui/button";
import { PasswordInput } from "@/components/auth/password-input";
import { TextField } from "@/components/ui/text-field";
import styles from "./account-forms.module.scss";

// Loaded with the call, so zod stays out of the page's first-load JS (lib/api/client.ts).
const deleteAccount = () => import("@/lib/contract/endpoints/accounts").then((m) => m.deleteAccount);

/**
 * /user/delete-account: confirmation with phone and password (product §7.2). Any status is accepted; a 200
 * clears the session; anything else says why, in words. An account made through Google or Apple has
 * no phone number: it confirms with the password it set in its profile alone.
 */
export function DeleteAccountForm() {
  const t = useTranslations("deleteAccount");
  const auth = useTranslations("auth");
  const { status, data: session, signOut } = useSession();
  const phoneless = hasNoPhone(session?.user);
  const api = useApiClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (status !== "authenticated") {
    return (
      <div className={styles.form}>
        <p>{t("how")}</p>
        <Button size="lg" className={styles.start} onClick={() => openSignIn()}>
          {auth("submitSignIn")}
        </Button>
      </div>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const response = await api.raw(deleteAccount, {
      body: {
        phone_number: phoneless ? "" : String(form.get("phone_number") ?? ""),
        password: String(form.get("password") ?? ""),
      },
    });
    if (response?.status === 200) {
      await signOut();
      setFlash({ kind: "success", title: t("deleted") });
      // A full load: every part of the page forgets the deleted account.
      window.location.replace("/");
      return;
    }
    setBusy(false);
    if (!response) setError(auth("errorUnreachable"));
    else if ([401, 403, 422].includes(response.status))
      setError(t(phoneless ? "socialMismatch" : "mismatch"));
    else if (response.status === 429) {
      const message = (response.body as { message?: string } | undefined)?.message;
      setError(message ?? auth("errorTooMany", { wait: auth("waitMinutes", { count: 1 }) }));
    } else setError(t("failed"));
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h2 className={styles.subheading}>{t(phoneless ? "confirmPasswordHeading" : "confirmHeading")}</h2>
      {phoneless ? (
        <p>{t.rich("socialHint", { profile: (chunks) => <Link href="/profile/info">{chunks}</Link> })}</p>
      ) : (
        <TextField label={auth("phone")} name="phone_number" type="tel" autoComplete="tel" required />
      )}
      <PasswordInput
        id="delete-password"
        name="password"
        label={auth("password")}
        autoComplete="current-password"
        required
      />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.danger} disabled={busy}>
        {busy ? t("deleting") : t("submit")}
      </button>
    </form>
  );
}
