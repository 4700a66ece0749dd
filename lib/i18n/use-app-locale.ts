import { useLocale } from "next-intl";
import { toLocale, type Locale } from "./config";

/**
 * The language a component renders in, checked to be one of ours: next-intl's useLocale is typed with our
 * languages (lib/i18n/messages.d.ts), but that is a declaration, not a check of what the provider holds.
 */
export function useAppLocale(): Locale {
  return toLocale(useLocale());
}
