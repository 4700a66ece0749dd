import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { SESSION_COOKIE, useSecureCookies } from "@/lib/auth/cookies";
import { authSecret } from "@/lib/auth/secret";

/**
 * Guards the pages that need a signed-in viewer (SPEC §6): /top-up and the profile area. A signed-out
 * request never reaches their HTML; it is answered, at the same URL, by the page that keeps the return
 * path and opens the sign-in dialog (SPEC §2). The matcher keeps this code off every other request:
 * language rewrites live in next.config, where they cost far less (DESIGN §5).
 */
export async function proxy(request: NextRequest) {
  const token = await getToken({
    req: request,
    secret: authSecret(),
    cookieName: SESSION_COOKIE,
    secureCookie: useSecureCookies,
  });
  if (token) return NextResponse.next();
  const prompt = request.nextUrl.clone(); // keeps the query, so ?lang= still picks the language
  prompt.pathname = "/auth-required";
  const response = NextResponse.rewrite(prompt);
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

export const config = {
  matcher: ["/top-up", "/profile", "/profile/:path*"],
};
