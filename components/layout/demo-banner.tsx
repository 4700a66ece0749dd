import { getTranslations } from "next-intl/server";
import { isDemoBuild } from "@/lib/config/demo";
import styles from "./demo-banner.module.scss";

/**
 * "Demo: codes and payments are simulated" on every page of a build made for the sandbox (issue
 * #33): its visitors must not mistake the test gateway or the SMS outbox for the real thing. Drawn
 * on the server, no script; the server refuses to run the sandbox on a build without it.
 */
export async function DemoBanner() {
  if (!isDemoBuild()) return null;
  const t = await getTranslations("demo");
  return (
    <aside className={styles.banner} aria-label={t("label")}>
      <p className={styles.text}>{t("text")}</p>
    </aside>
  );
}
