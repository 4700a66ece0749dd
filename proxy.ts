import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { SESSION_COOKIE, useSecureCookies } from "@/lib/auth/cookies";
import { authSecret } from "@/lib/auth/secret";
import { createNonce, noncePolicy } from "@/lib/csp.mjs";

const development = process.env.NODE_ENV === "development";

/** The pages that need a signed-in viewer (SPEC §6). */
function isProtected(pathname: string): boolean {
  return pathname === "/top-up" || pathname === "/profile" || pathname.startsWith("/profile/");
}

/**
 * Runs only on the pages rendered per request (config.matcher); cached pages never pay for it.
 * 1. A fresh CSP nonce (lib/csp.mjs): Next reads it from the request's policy and writes it into
 *    every script of this response; the browser gets the same policy and runs nothing else.
 * 2. The guard of /top-up and the profile area: a signed-out request never reaches their HTML; it
 *    is answered, at the same URL, by the page that keeps the return path and opens the sign-in
 *    dialog (SPEC §2).
 * Language rewrites live in next.config, where they cost far less (DESIGN §5).
 */
export async function proxy(request: NextRequest) {
  const policy = noncePolicy(createNonce(), { development });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);

  let response: NextResponse;
  if (isProtected(request.nextUrl.pathname) && !(await signedIn(request))) {
    const prompt = request.nextUrl.clone(); // keeps the query, so ?lang= still picks the language
    prompt.pathname = "/auth-required";
    response = NextResponse.rewrite(prompt, { request: { headers } });
    response.headers.set("Cache-Control", "private, no-store");
  } else {
    response = NextResponse.next({ request: { headers } });
  }
  // A second policy beside next.config's baseline: the browser enforces both.
  response.headers.append("content-security-policy", policy);
  return response;
}

async function signedIn(request: NextRequest): Promise<boolean> {
  const token = await getToken({
    req: request,
    secret: authSecret(),
    cookieName: SESSION_COOKIE,
    secureCookie: useSecureCookies,
  });
  return token !== null;
}

/** Every page rendered per request (the build lists them as ƒ); keep in step with docs/security.md. */
export const config = {
  matcher: [
    // sessions, money and personal data
    "/top-up",
    "/profile",
    "/profile/:path*",
    "/topup/result",
    "/user/delete-account",
    "/auth-required",
    // public pages that read their query string
    "/movies",
    "/series",
    "/category/:path*",
    "/search/:path*",
    "/blog",
    "/blog/category/:path*",
    "/leaderboard",
    "/blank-leaderboard",
    "/header-leaderboard",
  ],
};
