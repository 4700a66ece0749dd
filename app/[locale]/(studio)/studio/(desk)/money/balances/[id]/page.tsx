import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import accountStyles from "@/components/studio/account.module.scss";
import { MoneyForm } from "@/components/studio/money-form";
import { AdjustmentList, LedgerTable } from "@/components/studio/money-tables";
import { StudioForbidden } from "@/components/studio/studio-forbidden";
import styles from "@/components/studio/studio.module.scss";
import { Link } from "@/components/ui/link";
import { isApiError } from "@/lib/api/errors";
import { studioBalance } from "@/lib/contract/endpoints/studio-money";
import { APPROVAL_THRESHOLD_VND, StudioMoneyParamsSchema } from "@/lib/contract/studio-money";
import { localizedPath } from "@/lib/i18n/addresses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { formatVnd } from "@/lib/money";
import { moneyAction } from "@/lib/studio/money-actions";
import { requireStaff, studioApi } from "@/lib/studio/server";

type Props = { params: Promise<{ id: string }> };

/** /studio/money/balances/{id}: a viewer's balance, its ledger, and a credit or debit with its reason. */
export default async function StudioBalancePage({ params }: Props) {
  const locale = await pageLocale();
  await requireStaff(locale);
  const parsed = StudioMoneyParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const t = await getTranslations("studio.money");
  let balance;
  try {
    balance = await (await studioApi(locale)).call(studioBalance, { params: parsed.data });
  } catch (error) {
    if (isApiError(error, 404)) notFound();
    if (!isApiError(error, 403)) throw error;
    return <StudioForbidden />;
  }
  const { account } = balance;
  return (
    <>
      <Link
        href={localizedPath(locale, `/studio/money?q=${encodeURIComponent(account.phone || account.name)}`)}
      >
        {t("theirPayments")}
      </Link>
      <h1>{t("balanceHeading", { name: account.name })}</h1>
      <div className={accountStyles.columns}>
        <section aria-labelledby="balance-heading" className={accountStyles.panel}>
          <h2 id="balance-heading">{t("balanceNow", { amount: formatVnd(balance.balance, locale) })}</h2>
          <p className={styles.muted}>{account.phone}</p>
          <h3>{t("adjustHeading")}</h3>
          <p className={styles.muted}>
            {t("adjustHelp", { threshold: formatVnd(APPROVAL_THRESHOLD_VND, locale) })}
          </p>
          <MoneyForm kind="adjust" targetId={account.id} moneyAction={moneyAction} />
        </section>
        <section aria-labelledby="changes-heading" className={accountStyles.panel}>
          <h2 id="changes-heading">{t("adjustmentsHeading")}</h2>
          <AdjustmentList rows={balance.adjustments} moneyAction={moneyAction} />
        </section>
      </div>
      <section aria-labelledby="ledger-heading" className={accountStyles.panel}>
        <h2 id="ledger-heading">{t("ledgerHeading")}</h2>
        <LedgerTable rows={balance.ledger} labelledBy="ledger-heading" oneAccount />
      </section>
    </>
  );
}
