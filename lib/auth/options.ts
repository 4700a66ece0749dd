import type { NextAuthOptions } from "next-auth";
import AppleProvider from "next-auth/providers/apple";
import Credentials from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import type { Provider } from "next-auth/providers/index";
import { isApiError } from "@/lib/api/errors";
import { serverApi } from "@/lib/api/server";
import type { LoginResponse } from "@/lib/contract/common";
import { login, userInfo } from "@/lib/contract/endpoints/accounts";
import { LOCALE_COOKIE } from "@/lib/i18n/config";
import { LOCALE_PATTERN } from "@/lib/i18n/languages.mjs";
import { REMEMBER_MAX_AGE_SECONDS, SESSION_COOKIE, useSecureCookies } from "./cookies";
import { authRedirect } from "./redirect";
import { encodeSignInError, failureFrom } from "./sign-in-errors";
import { authSecret } from "./secret";
import { SessionRevokedError } from "./session-rules";
import { prefillFrom, sealPrefill, socialLogin } from "./social";

/** The saved choice in a Cookie header (lib/i18n/config.ts LOCALE_COOKIE). */
const SAVED_LANGUAGE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(${LOCALE_PATTERN})`);

/** The language of the request, so the backend's messages come back in it. */
function languageOf(headers: Record<string, unknown> | undefined): string | undefined {
  const cookie = String(headers?.cookie ?? "");
  const saved = SAVED_LANGUAGE.exec(cookie)?.[1];
  return saved ?? (typeof headers?.["accept-language"] === "string" ? headers["accept-language"] : undefined);
}

/** The browser's X-Forwarded-For as it reached this server: the backend's per-address limits count it. */
function forwardedFor(headers: Record<string, unknown> | undefined): string | undefined {
  const value = headers?.["x-forwarded-for"];
  return typeof value === "string" && value.trim() ? value : undefined;
}

function signedInUser(response: LoginResponse, remember: boolean) {
  return {
    id: String(response.user.id),
    accessToken: response.access_token,
    account: response.user,
    remember,
  };
}

/** Turns a failed backend call into the error string the dialog understands (never a stack trace). */
function failure(error: unknown): never {
  const answer = isApiError(error) ? error : { status: 0, data: null };
  throw new Error(encodeSignInError(failureFrom(answer.status, answer.data)));
}

/** Google and Apple sign-in, each on when its credentials are configured. */
export function socialProviders(env: NodeJS.ProcessEnv = process.env): Provider[] {
  const providers: Provider[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    // GOOGLE_ISSUER points at another OpenID Connect issuer (the e2e suite's local one).
    const issuer = env.GOOGLE_ISSUER?.replace(/\/+$/, "");
    providers.push(
      GoogleProvider({
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
        ...(issuer ? { issuer, wellKnown: `${issuer}/.well-known/openid-configuration` } : {}),
      }),
    );
  }
  if (env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET) {
    // product §7.3: Apple is asked for the email and name scopes; it answers with a cross-site form POST.
    providers.push(
      AppleProvider({
        clientId: env.APPLE_CLIENT_ID,
        clientSecret: env.APPLE_CLIENT_SECRET,
        authorization: { params: { scope: "name email", response_mode: "form_post" } },
      }),
    );
  }
  return providers;
}

/** Apple returns by cross-site POST: the flow's cookies must then be SameSite=None (https only). */
function crossSiteFlowCookies() {
  const options = { httpOnly: true, sameSite: "none" as const, path: "/", secure: true };
  return {
    pkceCodeVerifier: { name: "__Secure-next-auth.pkce.code_verifier", options },
    state: { name: "__Secure-next-auth.state", options },
    nonce: { name: "__Secure-next-auth.nonce", options },
    callbackUrl: { name: "__Secure-next-auth.callback-url", options },
  };
}

/**
 * next-auth (architecture §4): JWT sessions in an HttpOnly cookie that carries the backend's access token
 * and user. Phone sign-in goes through POST /login; a token the backend already issued (after OTP
 * registration) signs in through the "token" provider, which checks it against /user-info.
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: REMEMBER_MAX_AGE_SECONDS },
    useSecureCookies,
    cookies: {
      sessionToken: {
        name: SESSION_COOKIE,
        options: { httpOnly: true, sameSite: "lax", path: "/", secure: useSecureCookies },
      },
      ...(useSecureCookies && process.env.APPLE_CLIENT_ID ? crossSiteFlowCookies() : {}),
    },
    pages: { signIn: "/", error: "/" },
    providers: [
      Credentials({
        id: "phone",
        name: "Phone",
        credentials: { phone: { type: "tel" }, password: { type: "password" }, remember: { type: "text" } },
        async authorize(credentials, req) {
          try {
            const response = await serverApi({
              language: languageOf(req.headers),
              forwardedFor: forwardedFor(req.headers),
            }).call(login, {
              body: { phone_number: credentials?.phone ?? "", password: credentials?.password ?? "" },
            });
            return signedInUser(response, credentials?.remember === "true");
          } catch (error) {
            failure(error);
          }
        },
      }),
      Credentials({
        id: "token",
        name: "Token",
        credentials: { accessToken: { type: "text" } },
        async authorize(credentials, req) {
          const token = credentials?.accessToken ?? "";
          try {
            const user = await serverApi({
              token,
              language: languageOf(req.headers),
              forwardedFor: forwardedFor(req.headers),
            }).call(userInfo, {});
            // product §4.1: sign-ins other than phone + password are always remembered.
            return signedInUser({ access_token: token, user }, true);
          } catch (error) {
            failure(error);
          }
        },
      }),
      ...socialProviders(),
    ],
    callbacks: {
      /** A callbackUrl (query, body or cookie) only ever leads to a page of this site. */
      redirect: authRedirect,
      /**
       * After Google or Apple vouched for the viewer: /social-login decides (product §4.2, §8). A new
       * e-mail goes on to the registration step with a sealed prefill; refusals come back in words.
       */
      async signIn({ user, account, profile }) {
        if (account?.provider !== "google" && account?.provider !== "apple") return true;
        // Only the provider's own claims count: they say whether it verified the address.
        const prefill = prefillFrom(account.provider, {
          email: profile?.email,
          email_verified: profile?.email_verified,
          name: profile?.name ?? user.name,
        });
        if (!prefill) return "/?auth=social-error&reason=no_email";
        const outcome = await socialLogin(prefill);
        if (outcome.kind === "ok") {
          Object.assign(user, signedInUser(outcome.response, true));
          return true;
        }
        if (outcome.kind === "needs_register") {
          const query = new URLSearchParams({
            auth: "social-register",
            prefill: await sealPrefill(outcome.prefill),
            email: outcome.prefill.email,
            username: outcome.prefill.username,
          });
          return `/?${query}`;
        }
        return `/?auth=social-error&reason=${outcome.kind}`;
      },
      async jwt({ token, user }) {
        if (user) {
          return {
            sub: user.id,
            accessToken: user.accessToken,
            account: user.account,
            remember: user.remember,
          };
        }
        // Every read of the session asks the backend about the account (one call; the browser reads
        // the session as a page starts and on each navigation): a viewer a moderator blocked is signed
        // out on their next step, not at the next 300 s re-check.
        try {
          token.account = await serverApi({ token: token.accessToken }).call(userInfo, {});
        } catch (error) {
          // A token the backend refuses ends the session; an unreachable backend does not.
          if (isApiError(error) && [401, 403, 423].includes(error.status)) throw new SessionRevokedError();
        }
        return token;
      },
      async session({ session, token }) {
        return { expires: session.expires, user: token.account, accessToken: token.accessToken };
      },
    },
    logger: {
      error(code, metadata) {
        const revoked =
          metadata instanceof Error
            ? metadata.name === "SessionRevokedError"
            : String(metadata).includes("SessionRevoked");
        if (code === "JWT_SESSION_ERROR" && revoked) return; // expected: the session just ended
        if (code === "CREDENTIALS_SIGNIN_ERROR" || code === "SIGNIN_EMAIL_ERROR") return; // wrong passwords are not server errors
        console.error(`next-auth: ${code}`);
      },
      warn() {},
      debug() {},
    },
  };
}
