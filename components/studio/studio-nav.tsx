"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { localizedPath } from "@/lib/i18n/addresses";
import { toLocale } from "@/lib/i18n/config";
import type { StudioSection } from "@/lib/studio/sections";
import styles from "./studio.module.scss";

/** "page" on the section's own page, "true" below it (a title in the catalogue); the overview has no pages below. */
function currentness(pathname: string, path: string, overview: boolean) {
  // The same whether the address names its language ("/vi/studio") or not ("/studio").
  const plain = pathname.replace(/^\/(?:en|vi)(?=\/|$)/, "") || "/";
  if (plain === path) return "page" as const;
  return !overview && plain.startsWith(`${path}/`) ? ("true" as const) : undefined;
}

/** The sections the staff member's role opens; the one shown is marked as the current page. */
export function StudioNav({ sections }: { sections: readonly StudioSection[] }) {
  const t = useTranslations("studio.shell");
  const locale = toLocale(useLocale());
  const pathname = usePathname();
  return (
    <nav className={styles.nav} aria-label={t("navLabel")}>
      <ul>
        {sections.map((section) => {
          const href = localizedPath(locale, section.path);
          return (
            <li key={section.key}>
              <Link
                className={styles.navLink}
                href={href}
                aria-current={currentness(pathname, section.path, section.key === "overview")}
              >
                {t(section.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
