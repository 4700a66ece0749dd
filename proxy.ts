import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { SESSION_COOKIE, useSecureCookies } from "@/lib/auth/cookies";
import { authSecret } from "@/lib/auth/secret";
import { isMalformedPath, repairPath } from "@/lib/route-params";

/** /top-up and the profile area need a signed-in viewer (SPEC §6). */
const PROTECTED = /^\/(?:top-up|profile)(?:\/|$)/;

/**
 * Guards the pages that need a signed-in viewer (SPEC §6): /top-up and the profile area. A signed-out
 * request never reaches their HTML; it is answered, at the same URL, by the page that keeps the return
 * path and opens the sign-in dialog (SPEC §2).
 *
 * It also takes in paths Next's router cannot decode ("/movie/%E0%A4%A", "/api/%FF"), which it would
 * answer with a bare 500: they are sent to the same path with their stray "%" escaped, where the
 * route answers for itself (a 404, a search for the text as typed). The matcher keeps this code off every other request:
 * language rewrites live in next.config, where they cost far less (DESIGN §5).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isMalformedPath(pathname)) {
    // A redirect, not a rewrite: Next applies next.config's rewrites to the address as requested
    // once more when it renders, and would fail to decode it there.
    const target = request.nextUrl.clone();
    target.pathname = repairPath(pathname);
    return NextResponse.redirect(target, 308);
  }
  if (PROTECTED.test(pathname)) {
    const token = await getToken({
      req: request,
      secret: authSecret(),
      cookieName: SESSION_COOKIE,
      secureCookie: useSecureCookies,
    });
    if (!token) {
      const prompt = request.nextUrl.clone(); // keeps the query, so ?lang= still picks the language
      prompt.pathname = "/auth-required";
      const response = NextResponse.rewrite(prompt);
      response.headers.set("Cache-Control", "private, no-store");
      return response;
    }
  }
  return NextResponse.next();
}

export const config = {
  // The last one: any path with a "%" in it, the only ones that can be undecodable.
  matcher: ["/top-up", "/profile", "/profile/:path*", "/:path(.*%.*)"],
};
