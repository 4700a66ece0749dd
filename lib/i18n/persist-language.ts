import { LANGUAGE_STORAGE_KEY, LOCALE_COOKIE, type Locale } from "./config";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookie that tells the server's language rewrite which language to render. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * Saves the viewer's choice where both sides read it: the cookie for the server, local storage
 * under product §9's key for the client's start-up order. Storage may be blocked; the cookie still counts.
 */
export function persistLanguage(locale: Locale, doc: Document = document): void {
  doc.cookie = localeCookie(locale, doc.location?.protocol === "https:");
  try {
    doc.defaultView?.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Local storage unavailable (private mode, blocked): the cookie alone carries the choice.
  }
}

export function readCookie(name: string, cookieHeader: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}
