"use client";

import { useTranslations } from "next-intl";
import { RotateCw } from "@/components/ui/icons";
import styles from "./error-screen.module.scss";

/** product §2.7's page error screen: title, subtitle and a Reload button that reloads the page. */
export function ErrorScreen() {
  const t = useTranslations();
  return (
    <section className={styles.screen} role="alert" data-testid="page-error">
      <h1 className={styles.title}>{t("errors.pageLoad.title")}</h1>
      <p className={styles.subtitle}>{t("errors.pageLoad.subtitle")}</p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" size={18} />
        {t("common.reload")}
      </button>
    </section>
  );
}
