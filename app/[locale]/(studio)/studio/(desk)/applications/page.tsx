import { getTranslations } from "next-intl/server";
import { ApplicationCard } from "@/components/studio/application-card";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import { StudioPager } from "@/components/studio/studio-pager";
import styles from "@/components/studio/studio.module.scss";
import { Link } from "@/components/ui/link";
import { isApiError } from "@/lib/api/errors";
import { studioApplications } from "@/lib/contract/endpoints/studio-accounts";
import { APPLICATION_STATUSES } from "@/lib/contract/programme";
import { localizedPath } from "@/lib/i18n/addresses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { firstValue, laterPage } from "@/lib/studio/address-query";
import { decideApplicationAction } from "@/lib/studio/application-actions";
import { requireStaff, studioApi } from "@/lib/studio/server";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
type Status = (typeof APPLICATION_STATUSES)[number];

/** /studio/applications: distributor applications, pending ones first to answer (the account roles). */
export default async function StudioApplicationsPage({ searchParams }: Props) {
  const locale = await pageLocale();
  await requireStaff(locale);
  const t = await getTranslations("studio.applications");
  const params = await searchParams;
  const asked = firstValue(params.status);
  const status: Status = APPLICATION_STATUSES.find((s) => s === asked) ?? "pending";
  const page = laterPage(params.page) ?? 1;
  let list;
  try {
    list = await (await studioApi(locale)).call(studioApplications, { query: { status, page } });
  } catch (error) {
    if (!isApiError(error, 403)) throw error;
    return <StudioForbidden />;
  }
  const base = localizedPath(locale, "/studio/applications");
  const hrefOf = (to: { status: Status; page: number }) => {
    const search = new URLSearchParams();
    if (to.status !== "pending") search.set("status", to.status);
    if (to.page > 1) search.set("page", String(to.page));
    return search.size ? `${base}?${search}` : base;
  };
  const pages = list.meta.last_page;
  return (
    <>
      <h1>{t("heading")}</h1>
      <p>{t("intro")}</p>
      <nav aria-label={t("statesLabel")} className={styles.pageLinks}>
        {APPLICATION_STATUSES.map((each) => (
          <Link
            key={each}
            className={styles.navLink}
            href={hrefOf({ status: each, page: 1 })}
            aria-current={each === status ? "page" : undefined}
          >
            {t(`states.${each}`)}
          </Link>
        ))}
      </nav>
      {list.data.length === 0 ? <p>{t(status === "pending" ? "emptyPending" : "empty")}</p> : null}
      {list.data.map((application) => (
        <ApplicationCard
          key={application.id}
          initial={{ application, typed: { rate: "", reply: "" } }}
          decideApplicationAction={decideApplicationAction}
        />
      ))}
      <StudioPager
        label={t("pagesLabel")}
        page={page}
        pages={pages}
        hrefOf={(to) => hrefOf({ status, page: to })}
        texts={{ previous: t("previous"), next: t("next"), position: t("page", { page, pages }) }}
      />
    </>
  );
}
