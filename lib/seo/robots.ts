import { localizedPath } from "@/lib/i18n/addresses";
import { LOCALES } from "@/lib/i18n/config";

/** Pages no crawler should walk into: accounts, money, the sign-in prompt, the staff's studio. */
export const PRIVATE_PAGES = ["/profile", "/top-up", "/topup/", "/auth-required", "/studio"] as const;

/** Paths that are not pages at all. */
export const PRIVATE_NON_PAGES = ["/api/", "/sandbox/"] as const;

/**
 * What robots.txt disallows: the non-pages, and each private page at its plain path and at its
 * explicit address in every language ("/profile", "/en/profile", "/vi/profile").
 */
export function privateCrawlPaths(): string[] {
  return [
    ...PRIVATE_NON_PAGES,
    ...PRIVATE_PAGES.flatMap((path) => [path, ...LOCALES.map((locale) => localizedPath(locale, path))]),
  ];
}
