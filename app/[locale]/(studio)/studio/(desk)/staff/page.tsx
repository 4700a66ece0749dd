import { getFormatter, getTranslations } from "next-intl/server";
import accountStyles from "@/components/studio/account.module.scss";
import { StaffForm } from "@/components/studio/staff-form";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import styles from "@/components/studio/studio.module.scss";
import { TableScroller } from "@/components/ui/table-scroller";
import { isApiError } from "@/lib/api/errors";
import { studioStaff } from "@/lib/contract/endpoints/studio-staff";
import { pageLocale } from "@/lib/i18n/page-locale";
import { staffAction } from "@/lib/studio/staff-actions";
import { requireStaff, studioApi } from "@/lib/studio/server";

/** /studio/staff: who has which role; give, change or take away a role, reset a lost app (admins). */
export default async function StudioStaffPage() {
  const locale = await pageLocale();
  const me = await requireStaff(locale);
  const t = await getTranslations("studio");
  const format = await getFormatter();
  let staff;
  try {
    staff = await (await studioApi(locale)).call(studioStaff, {});
  } catch (error) {
    if (!isApiError(error, 403)) throw error;
    return <StudioForbidden />;
  }
  return (
    <>
      <h1>{t("staff.heading")}</h1>
      <p>{t("staff.intro")}</p>
      <section aria-labelledby="add-heading" className={accountStyles.panel}>
        <h2 id="add-heading">{t("staff.addHeading")}</h2>
        <StaffForm kind="add" currentRole="editor" staffAction={staffAction} />
      </section>
      <h2 id="staff-heading">{t("staff.listHeading")}</h2>
      <TableScroller labelledBy="staff-heading">
        <table className={`${styles.table} ${styles.wide}`}>
          <thead>
            <tr>
              <th scope="col">{t("staff.name")}</th>
              <th scope="col">{t("staff.role")}</th>
              <th scope="col">{t("staff.app")}</th>
              <th scope="col">{t("staff.since")}</th>
              <th scope="col">{t("staff.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {staff.data.map((member) => (
              <tr key={member.id}>
                <td>
                  {member.name} {member.id === me.id ? t("staff.you") : null}
                  <br />
                  <span className={styles.muted}>{member.phone}</span>
                </td>
                <td>{t(`roles.${member.role}`)}</td>
                <td>{t(member.second_factor_set ? "staff.appSet" : "staff.appNotSet")}</td>
                <td>{format.dateTime(new Date(member.since), { dateStyle: "medium" })}</td>
                <td>
                  <StaffForm
                    kind="role"
                    targetId={member.id}
                    currentRole={member.role}
                    label={member.name}
                    staffAction={staffAction}
                  />
                  <StaffForm
                    kind="reset"
                    targetId={member.id}
                    label={member.name}
                    staffAction={staffAction}
                  />
                  <StaffForm
                    kind="remove"
                    targetId={member.id}
                    label={member.name}
                    staffAction={staffAction}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </>
  );
}
