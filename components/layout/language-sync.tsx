"use client";

import { useEffect } from "react";
import { useLocale } from "next-intl";
import { addressLocale } from "@/lib/i18n/addresses";
import { isLocale, LANGUAGE_STORAGE_KEY, LOCALE_COOKIE } from "@/lib/i18n/config";
import { persistLanguage, readCookie } from "@/lib/i18n/persist-language";
import { languageSyncAction } from "@/lib/i18n/resolve-language";

const RELOADED_KEY = "cineva_language_reload";

/** Records a reload for this page and language; false when one was already made (or storage is blocked). */
function rememberReload(attempt: string): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === attempt) return false;
    sessionStorage.setItem(RELOADED_KEY, attempt);
    return true;
  } catch {
    return false;
  }
}

function forgetReload() {
  try {
    sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    // Storage blocked: nothing was recorded.
  }
}

/**
 * Keeps the browser's saved language (local storage, product §4.6) and the server's (the NEXT_LOCALE
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
    const explicit =
      new URLSearchParams(window.location.search).has("lang") ||
      addressLocale(window.location.pathname) !== null;
    const cookie = readCookie(LOCALE_COOKIE, document.cookie);
    if (!isLocale(current)) return;
    const { persist, reload } = languageSyncAction({ current, saved, cookie, explicit });
    if (persist) persistLanguage(persist);
    // Reload only when the cookie names the language to show (with cookies blocked this would loop),
    // and once per page and language: a cache in front that ignores the cookie must not loop either.
    const attempt = `${reload}:${window.location.pathname}${window.location.search}`;
    if (!reload) forgetReload();
    else if (readCookie(LOCALE_COOKIE, document.cookie) === reload && rememberReload(attempt)) {
      window.location.reload();
    }
  }, [current]);
  return null;
}
