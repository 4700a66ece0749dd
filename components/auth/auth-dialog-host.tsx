"use client";

import { useEffect, useMemo, useState } from "react";
import { NextIntlClientProvider, useLocale, useMessages, useTranslations } from "next-intl";
import { onAuthOpen } from "@/lib/auth/events";
import { toLocale, type Locale } from "@/lib/i18n/config";
import { fetchLazyMessages } from "@/lib/i18n/lazy-messages";
import { rememberReferralCode } from "@/lib/referral";
import { toast } from "@/lib/toast";
import type { DialogStart, SignInDialog as Dialog } from "./sign-in-dialog";

type Loaded = { SignInDialog: typeof Dialog; messages: Record<string, unknown> };
const loading = new Map<Locale, Promise<Loaded>>();

/**
 * The dialog's code and its texts (the "auth" messages, kept out of every page) load only when someone
 * asks to sign in, once per language; a failed load is tried again at the next ask.
 */
// A dynamic import, not next/dynamic: that one's own code would be in every page's first load.
function loadDialog(locale: Locale): Promise<Loaded> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = Promise.all([import("./sign-in-dialog"), fetchLazyMessages("auth", locale)]).then(
      ([module, messages]) => ({ SignInDialog: module.SignInDialog, messages }),
    );
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

/** What the address asks the dialog to do after a provider sent the viewer back (then tidied away). */
function startFromAddress(): DialogStart | null {
  const params = new URLSearchParams(window.location.search);
  const auth = params.get("auth");
  let start: DialogStart | null = null;
  if (auth === "social-register" && params.get("prefill")) {
    start = {
      socialRegister: {
        prefill: params.get("prefill") ?? "",
        email: params.get("email") ?? "",
        username: params.get("username") ?? "",
      },
    };
  } else if (auth === "social-error") {
    const reason = params.get("reason");
    start = {
      error: reason === "no_email" || reason === "inactive" || reason === "blocked" ? reason : "unknown",
    };
  } else if (params.get("error")) start = { error: "unknown" }; // next-auth's own OAuth errors
  if (start) {
    for (const key of ["auth", "prefill", "email", "username", "reason", "error"]) params.delete(key);
    const query = params.toString();
    window.history.replaceState(
      null,
      "",
      `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`,
    );
  }
  return start;
}

/**
 * Listens for the app-wide auth:open event (product §4.3) and opens the sign-in dialog; also opens it when
 * a social provider's return asks for the registration step or reports a refusal. Keeps a referral
 * code from an invite link (?ref=…) for the registration forms.
 */
export function AuthDialogHost() {
  const locale = toLocale(useLocale());
  const pageMessages = useMessages();
  const errors = useTranslations("errors");
  const [start, setStart] = useState<DialogStart | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    rememberReferralCode(window.location.search);
    const fromAddress = startFromAddress();
    // Deferred: state set from the address, not during this effect's synchronous run.
    if (fromAddress) queueMicrotask(() => setStart(fromAddress));
    return onAuthOpen(() => setStart({}));
  }, []);
  useEffect(() => {
    if (!start) return;
    let current = true;
    loadDialog(locale).then(
      (dialog) => current && setLoaded(dialog),
      () => {
        if (!current) return;
        setStart(null);
        toast.error(errors("network.title"), errors("network.description"));
      },
    );
    return () => {
      current = false;
    };
  }, [start, locale, errors]);
  const messages = useMemo(() => ({ ...pageMessages, ...loaded?.messages }), [pageMessages, loaded]);
  if (!start || !loaded) return null;
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <loaded.SignInDialog open start={start} onClose={() => setStart(null)} />
    </NextIntlClientProvider>
  );
}
