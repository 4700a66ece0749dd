import type { NextAuthOptions } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { isApiError } from "@/lib/api/errors";
import { serverApi } from "@/lib/api/server";
import { LoginResponseSchema, UserSchema, type LoginResponse } from "@/lib/contract/common";
import { REMEMBER_MAX_AGE_SECONDS, SESSION_COOKIE, useSecureCookies } from "./cookies";
import { encodeSignInError } from "./sign-in-errors";
import { authSecret } from "./secret";
import { needsRecheck, SessionRevokedError } from "./session-rules";

/** The language of the request, so the backend's messages come back in it. */
function languageOf(headers: Record<string, unknown> | undefined): string | undefined {
  const cookie = String(headers?.cookie ?? "");
  const saved = /(?:^|;\s*)NEXT_LOCALE=(en|vi)/.exec(cookie)?.[1];
  return saved ?? (typeof headers?.["accept-language"] === "string" ? headers["accept-language"] : undefined);
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
  if (isApiError(error)) {
    const retryAfter = Number(error.body?.message.match(/\d+/)?.[0] ?? 0);
    throw new Error(
      encodeSignInError({ status: error.status, message: error.body?.message ?? "", retryAfter }),
    );
  }
  throw new Error(encodeSignInError({ status: 0, message: "", retryAfter: 0 }));
}

/**
 * next-auth (DESIGN §4): JWT sessions in an HttpOnly cookie that carries the backend's access token
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
    },
    pages: { signIn: "/", error: "/" },
    providers: [
      Credentials({
        id: "phone",
        name: "Phone",
        credentials: { phone: { type: "tel" }, password: { type: "password" }, remember: { type: "text" } },
        async authorize(credentials, req) {
          try {
            const response = await serverApi({ language: languageOf(req.headers) }).post(
              "/login",
              { phone_number: credentials?.phone ?? "", password: credentials?.password ?? "" },
              LoginResponseSchema,
            );
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
            const user = await serverApi({ token, language: languageOf(req.headers) }).get(
              "/user-info",
              UserSchema,
            );
            // SPEC §4: sign-ins other than phone + password are always remembered.
            return signedInUser({ access_token: token, user }, true);
          } catch (error) {
            failure(error);
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user, trigger }) {
        if (user) {
          return {
            sub: user.id,
            accessToken: user.accessToken,
            account: user.account,
            remember: user.remember,
            checkedAt: Date.now(),
          };
        }
        if (trigger === "update" || needsRecheck(token.checkedAt, Date.now())) {
          try {
            token.account = await serverApi({ token: token.accessToken }).get("/user-info", UserSchema);
            token.checkedAt = Date.now();
          } catch (error) {
            // A token the backend refuses ends the session; an unreachable backend does not.
            if (isApiError(error) && [401, 403, 423].includes(error.status)) throw new SessionRevokedError();
          }
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
