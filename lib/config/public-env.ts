import { BROWSER_ENV_DEFAULTS, normaliseApiHost, type BrowserEnv } from "./browser-env";

/**
 * Public configuration, validated once at start-up (architecture §8). NEXT_PUBLIC_* values are inlined
 * into client bundles at build time, so each is read by its literal name. Server code only: browser
 * code reads lib/config/browser-env.ts (eslint's cineva/boundaries), which these checks guard.
 */
export type PublicEnv = BrowserEnv & {
  /** The public address of this site, for canonical URLs, Open Graph and the sitemap. */
  NEXT_PUBLIC_SITE_URL: string;
  /** The apps' store pages (the download page's badges). */
  NEXT_PUBLIC_IOS_APP_URL: string;
  NEXT_PUBLIC_ANDROID_APP_URL: string;
};

const DEFAULTS: PublicEnv = {
  ...BROWSER_ENV_DEFAULTS,
  NEXT_PUBLIC_SITE_URL: "http://localhost:3000",
  NEXT_PUBLIC_IOS_APP_URL: "https://apps.apple.com/app/cineva/id6740000000",
  NEXT_PUBLIC_ANDROID_APP_URL: "https://play.google.com/store/apps/details?id=vn.cineva.app",
};

const withoutTrailingSlashes = (value: string) => value.replace(/\/+$/, "");

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** Each variable's check: the value to use, or the problem. */
const RULES: { [K in keyof PublicEnv]: (value: string) => string | { problem: string } } = {
  NEXT_PUBLIC_API_HOST: (value) => {
    const trimmed = value.trim();
    return trimmed === "" || /^https?:\/\/[^/\s]+(\/.*)?$/i.test(trimmed)
      ? normaliseApiHost(trimmed)
      : { problem: "must be an http(s) URL or empty" };
  },
  NEXT_PUBLIC_SITE_URL: (value) =>
    isWebUrl(value) ? withoutTrailingSlashes(value) : { problem: "must be an http(s) URL" },
  NEXT_PUBLIC_PHONE_COUNTRY_CODE: (value) =>
    /^\d{1,3}$/.test(value) ? value : { problem: "must be 1 to 3 digits" },
  NEXT_PUBLIC_IOS_APP_URL: (value) => (isWebUrl(value) ? value : { problem: "must be an http(s) URL" }),
  NEXT_PUBLIC_ANDROID_APP_URL: (value) => (isWebUrl(value) ? value : { problem: "must be an http(s) URL" }),
};

export function parsePublicEnv(source: Record<string, string | undefined>): PublicEnv {
  const env = { ...DEFAULTS };
  const problems: string[] = [];
  for (const name of Object.keys(RULES) as (keyof PublicEnv)[]) {
    const value = source[name];
    if (value === undefined) continue;
    const result = RULES[name](value);
    if (typeof result === "string") env[name] = result;
    else problems.push(`${name}: ${result.problem}`);
  }
  if (problems.length) throw new Error(`Invalid public configuration: ${problems.join("; ")}`);
  return env;
}

export const publicEnv: PublicEnv = parsePublicEnv({
  NEXT_PUBLIC_API_HOST: process.env.NEXT_PUBLIC_API_HOST || undefined,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL || undefined,
  NEXT_PUBLIC_PHONE_COUNTRY_CODE: process.env.NEXT_PUBLIC_PHONE_COUNTRY_CODE || undefined,
  NEXT_PUBLIC_IOS_APP_URL: process.env.NEXT_PUBLIC_IOS_APP_URL || undefined,
  NEXT_PUBLIC_ANDROID_APP_URL: process.env.NEXT_PUBLIC_ANDROID_APP_URL || undefined,
});
