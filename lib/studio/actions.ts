"use server";
/**
 * The studio's sign-in and sign-out (issue #36), as server actions: the browser posts its form to the
 * page it is on (Next refuses an action whose Origin is not this host), the server calls /api/studio
 * and keeps the token in the studio cookie. The token never reaches the browser's script.
 */
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { encode } from "uqr";
import { fieldErrors, isApiError } from "@/lib/api/errors";
import { studioSecondFactor, studioSignIn, studioSignOut } from "@/lib/contract/endpoints/studio";
import { localizedPath } from "@/lib/i18n/addresses";
import { toLocale, type Locale } from "@/lib/i18n/config";
import { qrPath } from "@/lib/qr-path";
import { STUDIO_COOKIE, studioCookieOptions } from "./cookie";
import { studioApi } from "./server";

/** Where the sign-in form stands, step by step; what the page shows comes from this alone. */
export type SignInState =
  | { step: "credentials"; phone?: string; error?: string; fields?: Record<string, string> }
  | {
      step: "code";
      /** The first sign-in: the key to put in the authenticator app, as text and as a QR code. */
      enrolment: { secret: string; qr: { path: string; size: number } } | null;
      error?: string;
    }
  | { step: "recovery"; codes: string[] };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The backend's own translated words for a refusal; our own when it gave none (no answer at all). */
async function refusal(error: unknown, locale: Locale): Promise<string> {
  if (isApiError(error) && error.body?.message && error.status < 500) return error.body.message;
  return (await getTranslations({ locale, namespace: "studio.signIn" }))("unavailable");
}

export async function signInStep(previous: SignInState, form: FormData): Promise<SignInState> {
  const locale = toLocale(form.get("locale"));
  const api = await studioApi(locale);
  if (previous.step === "credentials") {
    const phone = text(form, "phone_number");
    try {
      const opened = await api.call(studioSignIn, {
        body: { phone_number: phone, password: text(form, "password") },
      });
      (await cookies()).set(STUDIO_COOKIE, opened.token, studioCookieOptions(opened.expires_at));
      const enrolment = opened.enrolment;
      if (!enrolment) return { step: "code", enrolment: null };
      const { data, size } = encode(enrolment.otpauth_url, { ecc: "M", border: 0 });
      return { step: "code", enrolment: { secret: enrolment.secret, qr: { path: qrPath(data), size } } };
    } catch (error) {
      return { step: "credentials", phone, error: await refusal(error, locale), fields: fieldErrors(error) };
    }
  }
  if (previous.step === "code") {
    let codes: string[] | null;
    try {
      codes = (await api.call(studioSecondFactor, { body: { code: text(form, "code") } })).recovery_codes;
    } catch (error) {
      // The session ended (or never was): start again from the phone and password.
      if (isApiError(error, 401) || isApiError(error, 403))
        return { step: "credentials", error: await refusal(error, locale) };
      return { ...previous, error: fieldErrors(error).code ?? (await refusal(error, locale)) };
    }
    if (codes) return { step: "recovery", codes };
  }
  redirect(localizedPath(locale, "/studio"));
}

/** Ends the studio session on the server and forgets its cookie; the viewer's session is left alone. */
export async function signOutOfStudio(form: FormData): Promise<void> {
  const locale = toLocale(form.get("locale"));
  try {
    await (await studioApi(locale)).call(studioSignOut, {});
  } catch {
    // Already ended on the server: forgetting the cookie is all that is left.
  }
  (await cookies()).delete(STUDIO_COOKIE);
  redirect(localizedPath(locale, "/studio/sign-in"));
}
