import { publicEnv } from "@/lib/config/public-env";

/**
 * One place for the session cookie's name and flags, shared by next-auth and proxy.ts. Secure (and
 * __Secure- prefixed) whenever the site is served over https; HttpOnly and SameSite=Lax always.
 */
export const useSecureCookies = publicEnv.NEXT_PUBLIC_SITE_URL.startsWith("https://");
export const SESSION_COOKIE = `${useSecureCookies ? "__Secure-" : ""}next-auth.session-token`;

/** Browser session (no remember me) vs remembered for 30 days (DESIGN §4). */
export const REMEMBER_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Strips Expires and Max-Age from a Set-Cookie line: the cookie then lives as long as the browser session. */
export function asBrowserSessionCookie(setCookie: string): string {
  return setCookie
    .split(";")
    .filter((part) => !/^\s*(expires|max-age)=/i.test(part))
    .join(";");
}
