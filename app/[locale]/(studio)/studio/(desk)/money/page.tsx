import { getTranslations } from "next-intl/server";
import { MoneyTabs, PaymentsTable } from "@/components/studio/money-tables";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import { StudioPager } from "@/components/studio/studio-pager";
import styles from "@/components/studio/studio.module.scss";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/api/errors";
import { PAYMENT_STATUSES } from "@/lib/contract/payments";
import { studioPayments } from "@/lib/contract/endpoints/studio-money";
import { localizedPath } from "@/lib/i18n/addresses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { moneyHref, moneyQuery, paymentStatusOf } from "@/lib/studio/money-query";
import { requireStaff, studioApi } from "@/lib/studio/server";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /studio/money: payments by reference, viewer, status and day, newest first (finance, admins). */
export default async function StudioPaymentsPage({ searchParams }: Props) {
  const locale = await pageLocale();
  await requireStaff(locale);
  const t = await getTranslations("studio.money");
  const statusText = await getTranslations("topUp.statuses");
  const params = await searchParams;
  const query = { ...moneyQuery(params), status: paymentStatusOf(params) };
  let list;
  try {
    list = await (await studioApi(locale)).call(studioPayments, { query });
  } catch (error) {
    if (!isApiError(error, 403)) throw error;
    return <StudioForbidden />;
  }
  const base = localizedPath(locale, "/studio/money");
  const { page, last_page: pages, total } = list.meta;
  return (
    <>
      <h1 id="payments-heading">{t("paymentsHeading")}</h1>
      <MoneyTabs current="payments" />
      <p>{t("paymentsIntro")}</p>
      <form className={styles.filters} action={base} method="get" role="search">
        <TextField label={t("search")} name="q" type="search" defaultValue={query.q} />
        <div className={styles.selectField}>
          <label htmlFor="status">{t("status")}</label>
          <select id="status" name="status" defaultValue={query.status ?? ""}>
            <option value="">{t("anyStatus")}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusText(status)}
              </option>
            ))}
          </select>
        </div>
        <TextField label={t("from")} name="from" type="date" defaultValue={query.from} />
        <TextField label={t("to")} name="to" type="date" defaultValue={query.to} />
        <Button type="submit" variant="secondary">
          {t("find")}
        </Button>
      </form>
      <p className={styles.muted}>{t("found", { count: total })}</p>
      {list.data.length === 0 ? null : <PaymentsTable rows={list.data} labelledBy="payments-heading" />}
      <StudioPager
        label={t("pagesLabel")}
        page={page}
        pages={pages}
        hrefOf={(to) => moneyHref(base, { ...query, page: to })}
        texts={{ previous: t("previous"), next: t("next"), position: t("page", { page, pages }) }}
      />
    </>
  );
}
