"use client";

import { useEffect, useState } from "react";
import { getProviders } from "next-auth/react";
import { useTranslations } from "next-intl";
import { NO_EMAIL_MESSAGE, type SocialProvider } from "@/lib/auth/social-shared";
import { Modal } from "@/components/ui/modal";
import { ForgotForm } from "./forms/forgot-form";
import type { View } from "./forms/form-kit";
import { OtpForm } from "./forms/otp-form";
import { AccountRefusal } from "./forms/refusals";
import { RegisterForm } from "./forms/register-form";
import { SignInForm } from "./forms/sign-in-form";
import { SocialRegisterForm } from "./forms/social-register-form";

/** How the dialog opens: plainly, on the social registration step, or with a refusal to show. */
export type DialogStart = {
  socialRegister?: { prefill: string; email: string; username: string };
  error?: "no_email" | "inactive" | "blocked" | "unknown";
};

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
        inactive: <AccountRefusal state="inactive" />,
        blocked: <AccountRefusal state="blocked" />,
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
        <OtpForm phone={view.phone} purpose={view.purpose} registration={view.registration} go={setView} />
      ) : null}
    </Modal>
  );
}
