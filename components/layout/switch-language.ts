import { siblingAddress } from "@/lib/i18n/addresses";
import { isLocale } from "@/lib/i18n/config";
import { LANGUAGE_SWITCH_EVENT } from "@/lib/i18n/language-switch";
import { persistLanguage } from "@/lib/i18n/persist-language";

/**
 * Shows the page in `next`: the choice saved (cookie + local storage), the page told it is leaving
 * (a video playing carries over), then reloaded, so the whole server-rendered page, its metadata and
 * <html lang> come back in the new language; a page asked for by an explicit-language address
 * ("/vi/movies", "?lang=vi") goes to its sibling instead. Loaded when the viewer picks a language
 * (./language-selector.tsx), so no page starts with it.
 */
export function switchLanguage(next: string, current: string): void {
  if (!isLocale(next) || next === current) return;
  persistLanguage(next);
  window.dispatchEvent(new Event(LANGUAGE_SWITCH_EVENT));
  const sibling = siblingAddress(window.location, next);
  if (sibling) window.location.assign(sibling);
  else window.location.reload();
}
