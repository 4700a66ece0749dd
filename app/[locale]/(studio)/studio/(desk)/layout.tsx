import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { StudioNav } from "@/components/studio/studio-nav";
import styles from "@/components/studio/studio.module.scss";
import { Button } from "@/components/ui/button";
import { localizedPath } from "@/lib/i18n/addresses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signOutOfStudio } from "@/lib/studio/actions";
import { sectionsFor } from "@/lib/studio/sections";
import { requireStaff } from "@/lib/studio/server";

/**
 * The studio's desk: only a signed-in staff member sees it (a session still waiting for its code is
 * sent back to give it). The sections shown are those the role opens; the server checks each again.
 */
export default async function StudioDeskLayout({ children }: { children: ReactNode }) {
  const locale = await pageLocale();
  const me = await requireStaff(locale);
  const t = await getTranslations("studio");
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <a className={styles.brand} href={localizedPath(locale, "/studio")}>
          {t("title")}
        </a>
        <StudioNav sections={sectionsFor(me.permissions)} />
        <div className={styles.who}>
          <span>{t("shell.staffMember", { name: me.name, role: t(`roles.${me.role}`) })}</span>
          <form action={signOutOfStudio}>
            <input type="hidden" name="locale" value={locale} />
            <Button type="submit" variant="secondary" size="sm">
              {t("shell.signOut")}
            </Button>
          </form>
        </div>
      </header>
      <main id="main" className={styles.content}>
        {children}
      </main>
    </div>
  );
}
