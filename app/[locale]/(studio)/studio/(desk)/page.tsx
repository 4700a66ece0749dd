import { getFormatter, getTranslations } from "next-intl/server";
import { DashboardView } from "@/components/studio/dashboard-view";
import styles from "@/components/studio/studio.module.scss";
import { studioDashboard } from "@/lib/contract/endpoints/studio-dashboard";
import { pageLocale } from "@/lib/i18n/page-locale";
import { requireStaff, studioApi } from "@/lib/studio/server";

/** /studio: who is signed in and what their role may do, then the dashboard of the last 30 days. */
export default async function StudioOverviewPage() {
  const locale = await pageLocale();
  const me = await requireStaff(locale);
  const t = await getTranslations("studio");
  const format = await getFormatter();
  const dashboard = await (await studioApi(locale)).call(studioDashboard, {});
  return (
    <>
      <h1>{t("overview.heading", { name: me.name })}</h1>
      <details>
        <summary>{t("overview.roleIntro", { role: t(`roles.${me.role}`) })}</summary>
        <ul className={styles.permissions}>
          {me.permissions.map((permission) => (
            <li key={permission}>{t(`permissions.${permission}`)}</li>
          ))}
        </ul>
      </details>
      <p className={styles.muted}>
        {t("overview.session", {
          time: format.dateTime(new Date(me.expires_at), { hour: "2-digit", minute: "2-digit" }),
        })}
      </p>
      <DashboardView dashboard={dashboard} locale={locale} />
    </>
  );
}
