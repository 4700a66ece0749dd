"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { onAuthOpen } from "@/lib/auth/events";
import { rememberReferralCode } from "@/lib/referral";
import type { DialogStart } from "./sign-in-dialog";

/** The dialog's code loads only when someone asks to sign in. */
// React's lazy, not next/dynamic: that one's own code would be in every page's first load.
const SignInDialog = lazy(() => import("./sign-in-dialog").then((m) => ({ default: m.SignInDialog })));

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
 * Listens for the app-wide auth:open event (SPEC §4) and opens the sign-in dialog; also opens it when
 * a social provider's return asks for the registration step or reports a refusal. Keeps a referral
 * code from an invite link (?ref=…) for the registration forms.
 */
export function AuthDialogHost() {
  const [start, setStart] = useState<DialogStart | null>(null);
  useEffect(() => {
    rememberReferralCode(window.location.search);
    const fromAddress = startFromAddress();
    // Deferred: state set from the address, not during this effect's synchronous run.
    if (fromAddress) queueMicrotask(() => setStart(fromAddress));
    return onAuthOpen(() => setStart({}));
  }, []);
  if (!start) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog open start={start} onClose={() => setStart(null)} />
    </Suspense>
  );
}
