import { decode, encode, type JWT } from "next-auth/jwt";
import { backendFetch } from "@/lib/api/server";
import type { z } from "zod";
import type { LoginResponse } from "@/lib/contract/common";
import * as accounts from "@/lib/contract/endpoints/accounts";
import { SOCIAL_SIGNATURE_HEADER, signSocialRequest } from "@/lib/contract/social-signature";
import { authSecret, deriveSecret } from "./secret";

import { SOCIAL_PROVIDERS, type SocialProvider } from "./social-shared";

export { NO_EMAIL_MESSAGE, SOCIAL_PROVIDERS, type SocialProvider } from "./social-shared";

/** product §3.3's social-login prefill. */
export type SocialPrefill = { provider: SocialProvider; email: string; username: string };

export type SocialOutcome =
  | { kind: "ok"; response: LoginResponse }
  | { kind: "needs_register"; prefill: SocialPrefill }
  | { kind: "inactive"; message: string }
  | { kind: "blocked"; message: string };

/** Shared with the backend, which accepts social calls only with this signature (architecture §4). */
export function socialSecret(configured: string | undefined = process.env.CINEVA_SOCIAL_SECRET): string {
  return configured || deriveSecret(authSecret(), "social-login");
}

/**
 * The prefill from what the provider said; null when it gave no e-mail, or one it does not vouch for
 * (`email_verified`: a boolean from Google, "true"/"false" from Apple). /social-login finds the
 * account by e-mail alone, so an unverified address would let anyone who typed a viewer's e-mail at
 * the provider into that viewer's account. Username: display name, else the e-mail's local part.
 */
export function prefillFrom(
  provider: SocialProvider,
  profile: { email?: string | null; email_verified?: unknown; name?: string | null },
): SocialPrefill | null {
  const email = profile.email?.trim();
  if (!email) return null;
  if (profile.email_verified !== true && profile.email_verified !== "true") return null;
  const username = profile.name?.trim() || email.split("@")[0] || email;
  return { provider, email, username };
}

type SocialCall = typeof accounts.socialLogin | typeof accounts.socialRegister;

/** A social call, signed over the exact bytes of its JSON body. */
async function signedPost<E extends SocialCall>(
  call: E,
  body: z.input<E["body"]>,
  language?: string,
): Promise<Response> {
  const raw = JSON.stringify(body);
  return backendFetch(call.path, {
    method: call.method.toUpperCase(),
    body: raw,
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      [SOCIAL_SIGNATURE_HEADER]: signSocialRequest(socialSecret(), raw),
      ...(language ? { "Accept-Language": language } : {}),
    },
  });
}

async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === "string" ? body.message : "";
}

/** product §8: 404 → needs_register, 403 → inactive, 423 → blocked; any other error is passed on. */
export async function socialLogin(prefill: SocialPrefill, language?: string): Promise<SocialOutcome> {
  const response = await signedPost(
    accounts.socialLogin,
    { email: prefill.email, provider: prefill.provider, platform: "web" },
    language,
  );
  if (response.ok)
    return { kind: "ok", response: accounts.socialLogin.response.parse(await response.json()) };
  if (response.status === 404) return { kind: "needs_register", prefill };
  if (response.status === 403) return { kind: "inactive", message: await messageOf(response) };
  if (response.status === 423) return { kind: "blocked", message: await messageOf(response) };
  throw new Error(`social-login answered ${response.status}`);
}

export function socialRegister(
  prefill: SocialPrefill,
  form: { username: string; referred_code?: string },
  language?: string,
): Promise<Response> {
  return signedPost(
    accounts.socialRegister,
    {
      email: prefill.email,
      username: form.username.trim() || prefill.username,
      provider: prefill.provider,
      ...(form.referred_code?.trim() ? { referred_code: form.referred_code.trim() } : {}),
      platform: "web",
    },
    language,
  );
}

const PREFILL_MAX_AGE_SECONDS = 10 * 60;

/** The prefill travels through the browser sealed (encrypted and signed) for ten minutes. */
export function sealPrefill(prefill: SocialPrefill): Promise<string> {
  // Not a session: next-auth's JWT type describes sessions, this token only borrows its sealing.
  const token = { ...prefill, purpose: "social-register" } as unknown as JWT;
  return encode({ token, secret: authSecret(), maxAge: PREFILL_MAX_AGE_SECONDS });
}

export async function openPrefill(sealed: string): Promise<SocialPrefill | null> {
  const token = await decode({ token: sealed, secret: authSecret() }).catch(() => null);
  const { purpose, provider, email, username } = (token ?? {}) as Record<string, unknown>;
  if (purpose !== "social-register") return null;
  if (
    !SOCIAL_PROVIDERS.includes(provider as SocialProvider) ||
    typeof email !== "string" ||
    typeof username !== "string"
  )
    return null;
  return { provider: provider as SocialProvider, email, username };
}
