import { getTranslations } from "next-intl/server";
import { AdjustmentList, MoneyTabs } from "@/components/studio/money-tables";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import { StudioPager } from "@/components/studio/studio-pager";
import styles from "@/components/studio/studio.module.scss";
import { Link } from "@/components/ui/link";
import { isApiError } from "@/lib/api/errors";
import { studioAdjustments } from "@/lib/contract/endpoints/studio-money";
import { ADJUSTMENT_STATUSES, APPROVAL_THRESHOLD_VND } from "@/lib/contract/studio-money";
import { localizedPath } from "@/lib/i18n/addresses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { formatVnd } from "@/lib/money";
import { moneyAction } from "@/lib/studio/money-actions";
import { adjustmentStatusOf, moneyHref, moneyQuery } from "@/lib/studio/money-query";
import { requireStaff, studioApi } from "@/lib/studio/server";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /studio/money/adjustments: refunds and adjustments, those waiting for a second person first. */
export default async function StudioAdjustmentsPage({ searchParams }: Props) {
  const locale = await pageLocale();
  await requireStaff(locale);
  const t = await getTranslations("studio.money");
  const params = await searchParams;
  const status = adjustmentStatusOf(params);
  const { page: asked } = moneyQuery(params);
  let list;
  try {
    list = await (await studioApi(locale)).call(studioAdjustments, { query: { status, page: asked } });
  } catch (error) {
    if (!isApiError(error, 403)) throw error;
    return <StudioForbidden />;
  }
  const base = localizedPath(locale, "/studio/money/adjustments");
  const { page, last_page: pages } = list.meta;
  const shown = status ?? "all";
  return (
    <>
      <h1>{t("adjustmentsHeading")}</h1>
      <MoneyTabs current="adjustments" />
      <p>{t("adjustmentsIntro", { threshold: formatVnd(APPROVAL_THRESHOLD_VND, locale) })}</p>
      <nav aria-label={t("adjustmentFilter")} className={styles.pageLinks}>
        {(["all", ...ADJUSTMENT_STATUSES] as const).map((choice) => (
          <Link
            key={choice}
            href={choice === "all" ? base : moneyHref(base, { status: choice, page: 1 })}
            aria-current={choice === shown ? "page" : undefined}
          >
            {t(`adjustmentFilters.${choice}`)}
          </Link>
        ))}
      </nav>
      <AdjustmentList rows={list.data} moneyAction={moneyAction} />
      <StudioPager
        label={t("pagesLabel")}
        page={page}
        pages={pages}
        hrefOf={(to) => moneyHref(base, { status, page: to })}
        texts={{ previous: t("previous"), next: t("next"), position: t("page", { page, pages }) }}
      />
    </>
  );
}
