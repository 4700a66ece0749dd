import { publicEnv } from "@/lib/config/public-env";

/**
 * Whether the site is served over https: next-auth's NEXTAUTH_URL (read when the server starts, so
 * one build can be served either way, as the https deployment behind nginx does), else the address
 * the site was built for.
 */
export function servedOverHttps(authUrl: string | undefined, siteUrl: string): boolean {
  return (authUrl?.trim() || siteUrl).startsWith("https://");
}

/**
 * One place for the session cookie's name and flags, shared by next-auth and proxy.ts. Secure (and
 * __Secure- prefixed) whenever the site is served over https; HttpOnly and SameSite=Lax always.
 */
export const useSecureCookies = servedOverHttps(process.env.NEXTAUTH_URL, publicEnv.NEXT_PUBLIC_SITE_URL);
export const SESSION_COOKIE = `${useSecureCookies ? "__Secure-" : ""}next-auth.session-token`;

/** Browser session (no remember me) vs remembered for 30 days (architecture §4). */
export const REMEMBER_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Strips Expires and Max-Age from a Set-Cookie line: the cookie then lives as long as the browser session. */
export function asBrowserSessionCookie(setCookie: string): string {
  return setCookie
    .split(";")
    .filter((part) => !/^\s*(expires|max-age)=/i.test(part))
    .join(";");
}
