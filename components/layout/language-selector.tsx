"use client";

import { useLocale } from "next-intl";
import clsx from "clsx";
import { Globe } from "@/components/ui/icons";
import { siblingAddress } from "@/lib/i18n/addresses";
import { isLocale, LOCALE_LABELS, LOCALES } from "@/lib/i18n/config";
import { persistLanguage } from "@/lib/i18n/persist-language";
import styles from "./language-selector.module.scss";

/**
 * English / Tiếng Việt. The choice is saved (cookie + local storage) and the page reloads, so the
 * whole server-rendered page, its metadata and <html lang> come back in the new language; a page
 * asked for by an explicit-language address ("/vi/movies", "?lang=vi") goes to its sibling instead.
 */
export function LanguageSelector({ label, className }: { label: string; className?: string }) {
  const locale = useLocale();
  return (
    <label className={clsx(styles.wrapper, className)}>
      <Globe aria-hidden="true" size={16} className={styles.icon} />
      <span className="visually-hidden">{label}</span>
      <select
        className={styles.select}
        value={locale}
        data-testid="language-selector"
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next) || next === locale) return;
          persistLanguage(next);
          const sibling = siblingAddress(window.location, next);
          if (sibling) window.location.assign(sibling);
          else window.location.reload();
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_LABELS[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
