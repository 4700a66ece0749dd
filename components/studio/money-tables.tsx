import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { TableScroller } from "@/components/ui/table-scroller";
import type { StudioAdjustment, StudioPayment, StudioPaymentRow } from "@/lib/contract/studio-money";
import { localizedPath } from "@/lib/i18n/addresses";
import { toLocale } from "@/lib/i18n/config";
import { formatVnd } from "@/lib/money";
import type { MoneyFormState } from "@/lib/studio/money-form";
import accountStyles from "./account.module.scss";
import { MoneyForm } from "./money-form";
import styles from "./studio.module.scss";

type Account = { id: number; name: string; phone: string } | null;

async function tools() {
  const locale = toLocale(await getLocale());
  const format = await getFormatter();
  return {
    locale,
    when: (iso: string) => format.dateTime(new Date(iso), { dateStyle: "short", timeStyle: "short" }),
    vnd: (amount: number) => formatVnd(amount, locale),
    signed: (delta: number) => `${delta > 0 ? "+" : ""}${formatVnd(delta, locale)}`,
    href: (path: string) => localizedPath(locale, path),
  };
}

/** The money pages: payments, the reconciliation, and the changes waiting for approval. */
export async function MoneyTabs({ current }: { current: "payments" | "reconciliation" | "adjustments" }) {
  const t = await getTranslations("studio.money");
  const { href } = await tools();
  const tabs = [
    ["payments", "/studio/money"],
    ["reconciliation", "/studio/money/reconciliation"],
    ["adjustments", "/studio/money/adjustments"],
  ] as const;
  return (
    <nav aria-label={t("tabsLabel")} className={styles.pageLinks}>
      {tabs.map(([key, path]) => (
        <Link key={key} href={href(path)} aria-current={key === current ? "page" : undefined}>
          {t(`tabs.${key}`)}
        </Link>
      ))}
    </nav>
  );
}

/** An account as finance meets it: a link to its balance, or "deleted". */
export async function AccountLink({ account }: { account: Account }) {
  const t = await getTranslations("studio.money");
  const { href } = await tools();
  if (!account) return <span className={styles.muted}>{t("deletedAccount")}</span>;
  return (
    <Link href={href(`/studio/money/balances/${account.id}`)}>
      {account.name}
      {account.phone ? ` · ${account.phone}` : ""}
    </Link>
  );
}

export async function PaymentsTable({ rows, labelledBy }: { rows: StudioPaymentRow[]; labelledBy: string }) {
  const t = await getTranslations("studio.money");
  const status = await getTranslations("topUp.statuses");
  const { when, vnd, href } = await tools();
  return (
    <TableScroller labelledBy={labelledBy}>
      <table className={`${styles.table} ${styles.wide}`}>
        <thead>
          <tr>
            <th scope="col">{t("made")}</th>
            <th scope="col">{t("order")}</th>
            <th scope="col">{t("viewer")}</th>
            <th scope="col">{t("amount")}</th>
            <th scope="col">{t("status")}</th>
            <th scope="col">{t("gatewayNumber")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{when(row.created_at)}</td>
              <td>
                <Link href={href(`/studio/money/payments/${row.id}`)}>{row.order_ref}</Link>
              </td>
              <td>
                <AccountLink account={row.account} />
              </td>
              <td className={accountStyles.amount}>{vnd(row.amount)}</td>
              <td>{status(row.status)}</td>
              <td>{row.provider_txn ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/** Ledger rows, each with whose balance it moved unless they are all one account's. */
export async function LedgerTable({
  rows,
  labelledBy,
  oneAccount = false,
}: {
  rows: StudioPayment["ledger"];
  labelledBy: string;
  oneAccount?: boolean;
}) {
  const t = await getTranslations("studio.money");
  const reasons = await getTranslations("studio.accounts.ledgerReasons");
  const { when, vnd, signed } = await tools();
  if (rows.length === 0) return <p className={styles.muted}>{t("ledgerEmpty")}</p>;
  return (
    <TableScroller labelledBy={labelledBy}>
      <table className={`${styles.table} ${styles.wide}`}>
        <thead>
          <tr>
            <th scope="col">{t("when")}</th>
            {oneAccount ? null : <th scope="col">{t("viewer")}</th>}
            <th scope="col">{t("change")}</th>
            <th scope="col">{t("balanceAfter")}</th>
            <th scope="col">{t("why")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{when(row.at)}</td>
              {oneAccount ? null : (
                <td>
                  <AccountLink account={row.account} />
                </td>
              )}
              <td className={accountStyles.amount}>{signed(row.delta)}</td>
              <td className={accountStyles.amount}>{vnd(row.balance_after)}</td>
              <td>{reasons(row.reason)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/** Refunds and adjustments, each with who asked and who decided; a waiting one with its decision forms. */
export async function AdjustmentList({
  rows,
  moneyAction,
}: {
  rows: StudioAdjustment[];
  moneyAction: (state: MoneyFormState, form: FormData) => Promise<MoneyFormState>;
}) {
  const t = await getTranslations("studio.money");
  const { when, signed, href } = await tools();
  if (rows.length === 0) return <p className={styles.muted}>{t("adjustmentsEmpty")}</p>;
  return (
    <ol className={accountStyles.history}>
      {rows.map((row) => (
        <li key={row.id} aria-labelledby={`adjustment-${row.id}`}>
          <p id={`adjustment-${row.id}`}>
            <strong className={accountStyles.amount}>{signed(row.delta)}</strong>{" "}
            {t(row.payment ? "refundOf" : "adjustmentOf")} <AccountLink account={row.account} />
            {row.payment ? (
              <>
                {" · "}
                <Link href={href(`/studio/money/payments/${row.payment.id}`)}>{row.payment.order_ref}</Link>
              </>
            ) : null}{" "}
            — {t(`adjustmentStates.${row.status}`)}
          </p>
          <q>{row.reason}</q>
          <p className={styles.muted}>
            {t("askedBy", { name: row.requested_by, time: when(row.requested_at) })}
            {row.decided_by && row.decided_at
              ? ` · ${t("decidedBy", { name: row.decided_by, time: when(row.decided_at) })}`
              : ""}
            {row.decision_note ? ` · ${row.decision_note}` : ""}
          </p>
          {row.status === "pending" ? (
            <div className={accountStyles.columns}>
              <MoneyForm kind="approve" targetId={row.id} moneyAction={moneyAction} />
              <MoneyForm kind="decline" targetId={row.id} moneyAction={moneyAction} />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
