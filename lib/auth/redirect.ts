import { safeReturnPath } from "@/lib/url";

/**
 * next-auth's redirect callback: where the browser goes after signing in or out, given the
 * `callbackUrl` a request named (query, form body or the callback-url cookie). Only a page of this
 * site, as an absolute URL on `baseUrl`'s origin; anything else (another host, another scheme,
 * backslash and control-character tricks, userinfo, a value that is not a URL) goes home. Unlike
 * next-auth's default it never throws: `new URL("foo")` there turned `?callbackUrl=foo` into an error.
 */
export function authRedirect({ url, baseUrl }: { url: unknown; baseUrl: string }): string {
  let origin: string;
  try {
    origin = new URL(baseUrl).origin;
  } catch {
    return "/";
  }
  let path: string | null = null;
  if (typeof url === "string") {
    if (url.startsWith("/")) {
      path = safeReturnPath(url);
    } else {
      try {
        const absolute = new URL(url);
        if (absolute.origin === origin && !absolute.username && !absolute.password && url.startsWith(origin))
          path = safeReturnPath(`${absolute.pathname}${absolute.search}${absolute.hash}`);
      } catch {
        path = null;
      }
    }
  }
  return `${origin}${path ?? "/"}`;
}

/**
 * A `callbackUrl` query value next-auth accepts. next-auth refuses anything but a path or an http(s)
 * URL with a 500 ("server configuration"), so `?callbackUrl=0` broke /api/auth/*: such a value
 * becomes "/", a path is kept only when it is safe. Where an accepted value leads is then decided by
 * authRedirect.
 */
export function validCallbackUrl(value: string): string {
  if (value.startsWith("/")) return safeReturnPath(value) ?? "/";
  try {
    const { protocol } = new URL(value);
    return protocol === "https:" || protocol === "http:" ? value : "/";
  } catch {
    return "/";
  }
}

/**
 * The `error` next-auth writes, unescaped, into the Location of its error redirect ("/?error=…"):
 * a character past Latin-1 made that header unwritable, a 500. next-auth's codes are words
 * ("CredentialsSignin"); anything else is its generic "Default".
 */
export function authErrorCode(value: string): string {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : "Default";
}
