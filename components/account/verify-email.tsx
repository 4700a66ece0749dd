"use client";

import { useState } from "react";
import { Link } from "@/components/ui/link";
import clsx from "clsx";
import { CheckCircle2, XCircle } from "@/components/ui/icons";
import { useSession } from "@/components/auth/session-provider";
import { useTranslations } from "next-intl";
import { isApiError } from "@/lib/api/errors";
import { verifyEmail } from "@/lib/contract/endpoints/accounts";
import { useApiClient } from "@/components/data/use-api-client";
import { Button, buttonClassName } from "@/components/ui/button";
import styles from "./account-forms.module.scss";

/**
 * /verify-email?token=…: the page a confirmation link opens. It confirms only when the viewer presses
 * the button (a POST): mail scanners open links on their own, and must not spend them.
 */
export function VerifyEmail({ token }: { token: string }) {
  const t = useTranslations("emailVerification");
  const api = useApiClient();
  const { status, update } = useSession();
  const [state, setState] = useState<"idle" | "busy" | "done" | "failed">(token ? "idle" : "failed");
  const [message, setMessage] = useState(token ? "" : t("missing"));

  async function confirm() {
    setState("busy");
    try {
      const confirmed = await api.call(verifyEmail, { body: { token } });
      setMessage(confirmed.message);
      setState("done");
      // A signed-in viewer's session shows the address as confirmed straight away.
      if (status === "authenticated") await update();
    } catch (error) {
      setMessage(
        isApiError(error) && error.status < 500 && error.body?.message ? error.body.message : t("failed"),
      );
      setState("failed");
    }
  }

  if (state === "done" || state === "failed") {
    const Icon = state === "done" ? CheckCircle2 : XCircle;
    return (
      <div className={styles.form} data-testid="verify-email-result" data-state={state}>
        <p className={state === "done" ? styles.confirmed : styles.error} role="status">
          <Icon aria-hidden="true" size={18} /> {message}
        </p>
        <Link
          href="/profile/info"
          className={buttonClassName({ size: "lg", className: clsx(styles.start, styles.underlined) })}
        >
          {t("toProfile")}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.form}>
      <p className={styles.hint}>{t("intro")}</p>
      <Button size="lg" className={styles.start} onClick={confirm} disabled={state === "busy"}>
        {state === "busy" ? t("confirming") : t("confirm")}
      </Button>
    </div>
  );
}
