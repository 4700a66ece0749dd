import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { LanguageSelector } from "./language-selector";
import styles from "./footer.module.scss";

export async function Footer() {
  const t = await getTranslations("footer");
  // The year is fixed at render time; prerendered pages are re-rendered at least daily by revalidation.
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer} data-frame="footer">
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.logo}>Cineva</p>
          <p className={styles.tagline}>{t("tagline")}</p>
        </div>
        <nav aria-label={t("legal")} className={styles.column}>
          <h2 className={styles.heading}>{t("legal")}</h2>
          <ul>
            <li>
              <Link href="/terms-and-conditions">{t("terms")}</Link>
            </li>
            <li>
              <Link href="/privacy-policy">{t("privacy")}</Link>
            </li>
            <li>
              <Link href="/payment-policy">{t("paymentPolicy")}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("apps")} className={styles.column}>
          <h2 className={styles.heading}>{t("apps")}</h2>
          <ul>
            <li>
              <Link href="/download">{t("download")}</Link>
            </li>
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>{t("language")}</h2>
          <LanguageSelector label={t("language")} />
        </div>
      </div>
      <p className={styles.rights}>{t("rights", { year })}</p>
    </footer>
  );
}
