import type { Locale } from "./config";

/**
 * A country's name in the page's language from its ISO 3166 code ("VN" → "Vietnam" / "Việt Nam"),
 * by the runtime's own Intl data (nothing shipped). A code Intl does not know comes back as given.
 */
export function countryName(code: string, locale: Locale): string {
  try {
    return (
      new Intl.DisplayNames([locale], { type: "region", fallback: "code" }).of(code.toUpperCase()) ?? code
    );
  } catch {
    // Not a region code at all ("", "Vietnam"): Intl throws a RangeError.
    return code;
  }
}
