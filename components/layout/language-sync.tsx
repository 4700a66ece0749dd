"use client";

import { useEffect } from "react";
import { useLocale } from "next-intl";
import { isLocale, LANGUAGE_STORAGE_KEY, LOCALE_COOKIE } from "@/lib/i18n/config";
import { persistLanguage, readCookie } from "@/lib/i18n/persist-language";
import { languageSyncAction } from "@/lib/i18n/resolve-language";

/**
 * Keeps the browser's saved language (local storage, SPEC §4) and the server's (the NEXT_LOCALE
 * cookie) in agreement, showing the page again when it was rendered in the other language.
 */
export function LanguageSync() {
  const current = useLocale();
  useEffect(() => {
    let saved: string | null = null;
    try {
      saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      // Storage blocked: only the cookie can carry a choice.
    }
    const explicit = new URLSearchParams(window.location.search).has("lang");
    const cookie = readCookie(LOCALE_COOKIE, document.cookie);
    if (!isLocale(current)) return;
    const { persist, reload } = languageSyncAction({ current, saved, cookie, explicit });
    if (persist) persistLanguage(persist);
    // Reload only when the cookie really changed: with cookies blocked this would loop forever.
    if (reload && readCookie(LOCALE_COOKIE, document.cookie) === persist) window.location.reload();
  }, [current]);
  return null;
}
