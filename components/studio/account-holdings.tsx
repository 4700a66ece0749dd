import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { TableScroller } from "@/components/ui/table-scroller";
import { titleHref } from "@/lib/catalogue/titles";
import type { StudioAccount } from "@/lib/contract/studio-accounts";
import { toLocale } from "@/lib/i18n/config";
import { formatVnd } from "@/lib/money";
import accountStyles from "./account.module.scss";
import styles from "./studio.module.scss";

type Props = { account: StudioAccount };

/** Who the account is: how to reach them, what kind of account, points and balance, who invited them. */
export async function AccountProfile({ account }: Props) {
  const t = await getTranslations("studio.accounts");
  const locale = toLocale(await getLocale());
  const format = await getFormatter();
  const facts: [string, string][] = [
    [t("phone"), account.phone || t("noPhone")],
    [
      t("email"),
      account.email
        ? t(account.email_verified ? "emailVerified" : "emailUnverified", { email: account.email })
        : t("noEmail"),
    ],
    [t("role"), t(`roles.${account.role}`)],
    ...(account.commission_rate_bp === null
      ? []
      : [
          [t("commission"), format.number(account.commission_rate_bp / 10_000, { style: "percent" })] as [
            string,
            string,
          ],
        ]),
    ...(account.staff_role ? [[t("staffRole"), account.staff_role] as [string, string]] : []),
    [t("points"), format.number(account.points)],
    [t("balance"), formatVnd(account.balance, locale)],
    [t("joined"), format.dateTime(new Date(account.created_at), { dateStyle: "medium" })],
    [t("referredBy"), account.referred_by?.name ?? t("nobody")],
    [t("referrals"), format.number(account.referrals)],
  ];
  return (
    <section aria-labelledby="profile-heading" className={accountStyles.panel}>
      <h2 id="profile-heading">{t("profile")}</h2>
      <dl className={accountStyles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={accountStyles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** What the account holds, newest first: the balance's ledger, payments, what they watched. */
export async function AccountRecords({ account }: Props) {
  const t = await getTranslations("studio.accounts");
  const payment = await getTranslations("topUp.statuses");
  const locale = toLocale(await getLocale());
  const format = await getFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "short", timeStyle: "short" });
  const signed = (delta: number) => `${delta > 0 ? "+" : ""}${formatVnd(delta, locale)}`;
  return (
    <>
      <section aria-labelledby="ledger-heading" className={accountStyles.panel}>
        <h2 id="ledger-heading">{t("ledger")}</h2>
        {account.ledger.length === 0 ? (
          <p className={styles.muted}>{t("ledgerEmpty")}</p>
        ) : (
          <TableScroller labelledBy="ledger-heading">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t("when")}</th>
                  <th scope="col">{t("change")}</th>
                  <th scope="col">{t("after")}</th>
                  <th scope="col">{t("why")}</th>
                </tr>
              </thead>
              <tbody>
                {account.ledger.map((row) => (
                  <tr key={row.id}>
                    <td>{when(row.at)}</td>
                    <td className={accountStyles.amount}>{signed(row.delta)}</td>
                    <td className={accountStyles.amount}>{formatVnd(row.balance_after, locale)}</td>
                    <td>{t(`ledgerReasons.${row.reason}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
      </section>
      <section aria-labelledby="payments-heading" className={accountStyles.panel}>
        <h2 id="payments-heading">{t("payments")}</h2>
        {account.payments.length === 0 ? (
          <p className={styles.muted}>{t("paymentsEmpty")}</p>
        ) : (
          <TableScroller labelledBy="payments-heading">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t("when")}</th>
                  <th scope="col">{t("order")}</th>
                  <th scope="col">{t("amount")}</th>
                  <th scope="col">{t("status")}</th>
                  <th scope="col">{t("gateway")}</th>
                </tr>
              </thead>
              <tbody>
                {account.payments.map((row) => (
                  <tr key={row.id}>
                    <td>{when(row.created_at)}</td>
                    <td>{row.order_ref}</td>
                    <td className={accountStyles.amount}>{formatVnd(row.amount, locale)}</td>
                    <td>{payment(row.status)}</td>
                    <td>{row.provider}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
      </section>
      <section aria-labelledby="watched-heading" className={accountStyles.panel}>
        <h2 id="watched-heading">{t("watched")}</h2>
        {account.watched.length === 0 ? (
          <p className={styles.muted}>{t("watchedEmpty")}</p>
        ) : (
          <ul className={accountStyles.history}>
            {account.watched.map((title) => (
              <li key={`${title.kind}:${title.id}`}>
                <a href={`/${locale}${titleHref(title)}`}>
                  {locale === "vi" ? title.title_vi : title.title_en}
                </a>{" "}
                <span className={styles.muted}>{when(title.at)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
