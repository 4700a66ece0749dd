"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { spokenWait } from "@/lib/format";
import { attemptsWarning, signInErrorKind, type SignInFailure } from "@/lib/auth/sign-in-errors";
import { SUPPORT_EMAIL, supportMailto } from "@/lib/support";
import styles from "../sign-in-dialog.module.scss";

type SpokenWait = ReturnType<typeof spokenWait>;

/** A wait as the dialog says it: "15 minutes", "15 phút"; "40 seconds" under a minute. */
function useSpokenWait() {
  const t = useTranslations("auth");
  return ({ unit, count }: SpokenWait) => t(unit === "minutes" ? "waitMinutes" : "waitSeconds", { count });
}

/**
 * An inactive or blocked account's message, word for word as product §8 has it, and the next step:
 * write to support, the mail's subject (and the phone number typed, when there is one) filled in.
 */
export function AccountRefusal({ state, phone }: { state: "inactive" | "blocked"; phone?: string }) {
  const t = useTranslations("auth");
  const inactive = state === "inactive";
  const href = supportMailto({
    subject: t(inactive ? "supportSubjectInactive" : "supportSubjectBlocked"),
    body: phone ? t("supportBodyPhone", { phone }) : undefined,
  });
  return (
    <>
      {t(inactive ? "errorInactive" : "errorBlocked")}{" "}
      <span className={`${styles.more} ${styles.nextStep}`}>
        {t.rich(inactive ? "errorInactiveNext" : "errorBlockedNext", {
          address: SUPPORT_EMAIL,
          mail: (chunks) => <a href={href}>{chunks}</a>,
        })}
      </span>
    </>
  );
}

/**
 * What the dialog says when the backend refused a sign-in (all but field errors, said at the fields):
 * wrong credentials with the warning before the last tries, the pause in minutes, an account's state
 * with its next step, or why nothing was heard. `phone` is the number typed, for the mail to support.
 */
export function useRefusalMessage() {
  const t = useTranslations("auth");
  const say = useSpokenWait();
  return function refusalMessage(failure: SignInFailure, phone: string): ReactNode {
    const warning = attemptsWarning(failure);
    switch (signInErrorKind(failure)) {
      case "credentials":
        return warning ? (
          <>
            {t("errorCredentials")}{" "}
            <span className={styles.more}>
              {t("errorAttemptsLeft", { count: warning.left, wait: say(warning.wait) })}
            </span>
          </>
        ) : (
          t("errorCredentials")
        );
      case "tooMany":
        // Without a wait in the answer, the shortest pause the backend makes (a minute).
        return t("errorTooMany", { wait: say(spokenWait(failure.retryAfter || 60)) });
      case "inactive":
        return <AccountRefusal state="inactive" phone={phone} />;
      case "blocked":
        return <AccountRefusal state="blocked" phone={phone} />;
      case "unverified":
        return failure.message || t("errorUnknown");
      case "unreachable":
        return t("errorUnreachable");
      default:
        return t("errorUnknown");
    }
  };
}
