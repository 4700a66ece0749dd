import { useLocale } from "next-intl";
import clsx from "clsx";
import { Globe } from "@/components/ui/icons";
import { LOCALE_LABELS, LOCALES } from "@/lib/i18n/config";
import { LanguageSelect } from "./language-select";
import styles from "./language-selector.module.scss";

/**
 * English / Tiếng Việt, drawn by the server: only the select itself is live (./language-select.tsx),
 * so the header every page carries costs little JavaScript.
 */
export function LanguageSelector({ label, className }: { label: string; className?: string }) {
  const locale = useLocale();
  return (
    <label className={clsx(styles.wrapper, className)}>
      <Globe aria-hidden="true" size={16} className={styles.icon} />
      <span className="visually-hidden">{label}</span>
      <LanguageSelect current={locale} className={styles.select}>
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_LABELS[code]}
          </option>
        ))}
      </LanguageSelect>
    </label>
  );
}
