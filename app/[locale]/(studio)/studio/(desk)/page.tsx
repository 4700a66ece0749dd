import { getFormatter, getTranslations } from "next-intl/server";
import styles from "@/components/studio/studio.module.scss";
import { pageLocale } from "@/lib/i18n/page-locale";
import { requireStaff } from "@/lib/studio/server";

/** /studio: who is signed in, what their role may do, and when the session ends. */
export default async function StudioOverviewPage() {
  const me = await requireStaff(await pageLocale());
  const t = await getTranslations("studio");
  const format = await getFormatter();
  return (
    <>
      <h1>{t("overview.heading", { name: me.name })}</h1>
      <p>{t("overview.roleIntro", { role: t(`roles.${me.role}`) })}</p>
      <ul className={styles.permissions}>
        {me.permissions.map((permission) => (
          <li key={permission}>{t(`permissions.${permission}`)}</li>
        ))}
      </ul>
      <p className={styles.muted}>
        {t("overview.session", {
          time: format.dateTime(new Date(me.expires_at), { hour: "2-digit", minute: "2-digit" }),
        })}
      </p>
    </>
  );
}
