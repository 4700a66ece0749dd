"use client";

import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { onAuthOpen } from "@/lib/auth/events";
import { rememberReferralCode } from "@/lib/referral";

/** The dialog's code loads only when someone asks to sign in. */
const SignInDialog = dynamic(() => import("./sign-in-dialog").then((m) => m.SignInDialog), { ssr: false });

export type SocialProviderId = "google" | "apple";

/**
 * Listens for the app-wide auth:open event (SPEC §4) and opens the sign-in dialog. Also keeps a
 * referral code from an invite link (?ref=…) for the registration form.
 */
export function AuthDialogHost({ socialProviders }: { socialProviders: SocialProviderId[] }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    rememberReferralCode(window.location.search);
    return onAuthOpen(() => setOpen(true));
  }, []);
  if (!open) return null;
  return <SignInDialog open={open} onClose={() => setOpen(false)} socialProviders={socialProviders} />;
}
