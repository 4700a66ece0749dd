"use client";

import { useState } from "react";
import { CheckCircle2 } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { isApiError } from "@/lib/api/errors";
import { sendEmailVerification } from "@/lib/contract/endpoints/accounts";
import type { User } from "@/lib/contract/common";
import { toast } from "@/lib/toast";
import { useApiClient } from "@/components/data/use-api-client";
import { Button } from "@/components/ui/button";
import styles from "./account-forms.module.scss";

/**
 * Under the profile's e-mail field: whether the saved address is confirmed, and the button that mails
 * a confirmation link (docs/security.md "Verified e-mails"). Only a confirmed address lets Google or
 * Apple sign the viewer in to this account.
 */
export function EmailStatus({ user }: { user: Pick<User, "email" | "email_verified"> }) {
  const t = useTranslations("emailVerification");
  const api = useApiClient();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (!user.email) return null;
  if (user.email_verified) {
    return (
      <p className={styles.confirmed} data-testid="email-status" data-verified="true">
        <CheckCircle2 aria-hidden="true" size={16} /> {t("confirmed")}
      </p>
    );
  }

  async function send() {
    setBusy(true);
    try {
      const sent = await api.call(sendEmailVerification, {});
      setSentTo(sent.email);
      toast.success(sent.message);
    } catch (error) {
      toast.error(
        isApiError(error) && error.status < 500 && error.body?.message ? error.body.message : t("sendFailed"),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.emailStatus} data-testid="email-status" data-verified="false">
      <p className={styles.hint}>{sentTo ? t("sent", { email: sentTo }) : t("unconfirmed")}</p>
      <Button variant="secondary" size="sm" className={styles.start} onClick={send} disabled={busy}>
        {busy ? t("sending") : sentTo ? t("sendAgain") : t("send")}
      </Button>
    </div>
  );
}
