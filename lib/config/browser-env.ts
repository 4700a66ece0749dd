/**
 * The part of the public configuration that browser code reads. The values are inlined at build
 * time and checked on the server by lib/config/public-env.ts (the root layout loads it, so a build
 * or a start with a bad value fails there); here they are only normalised the same way, so the
 * checks stay out of the pages' first-load JavaScript (issue #17).
 */
export type BrowserEnv = {
  /** {host} of product §7.1: the backend and media host. Empty means this site's own origin. */
  NEXT_PUBLIC_API_HOST: string;
  /** Country calling code used when composing phone numbers (product §5.3). */
  NEXT_PUBLIC_PHONE_COUNTRY_CODE: string;
};

export const BROWSER_ENV_DEFAULTS: BrowserEnv = {
  NEXT_PUBLIC_API_HOST: "",
  NEXT_PUBLIC_PHONE_COUNTRY_CODE: "84",
};

/** The API host as every caller uses it: no surrounding blanks, no trailing slashes. */
export const normaliseApiHost = (value: string) => value.trim().replace(/\/+$/, "");

export const browserEnv: BrowserEnv = {
  NEXT_PUBLIC_API_HOST: normaliseApiHost(
    process.env.NEXT_PUBLIC_API_HOST || BROWSER_ENV_DEFAULTS.NEXT_PUBLIC_API_HOST,
  ),
  NEXT_PUBLIC_PHONE_COUNTRY_CODE:
    process.env.NEXT_PUBLIC_PHONE_COUNTRY_CODE || BROWSER_ENV_DEFAULTS.NEXT_PUBLIC_PHONE_COUNTRY_CODE,
};
