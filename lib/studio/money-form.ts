/**
 * The studio's money forms (issue #36): a refund, an adjustment, an approval or a decline, each posted
 * to one server action (money-actions.ts). Moving money takes a fresh code: when the backend asks for
 * one (403 step_up), the form shows the code field and sends the code with the same request again.
 */
export const MONEY_FORM_KINDS = ["refund", "adjust", "approve", "decline"] as const;
export type MoneyFormKind = (typeof MONEY_FORM_KINDS)[number];

/** What the form's fields hold: kept as typed when refused, emptied when done. */
export type MoneyFields = { direction: "credit" | "debit"; amount: string; reason: string; note: string };

export type MoneyFormState = {
  kind: MoneyFormKind;
  /** The payment (refund), the account (adjust) or the adjustment (approve, decline) acted on. */
  targetId: number;
  typed: MoneyFields;
  /** The backend asked for a code from the authenticator app. */
  needsCode: boolean;
  outcome: "opened" | "done" | "refused";
  message?: string;
  fields?: Record<string, string>;
};

export const BLANK_MONEY_FIELDS: MoneyFields = { direction: "credit", amount: "", reason: "", note: "" };

export const openMoneyForm = (kind: MoneyFormKind, targetId: number): MoneyFormState => ({
  kind,
  targetId,
  typed: BLANK_MONEY_FIELDS,
  needsCode: false,
  outcome: "opened",
});

/**
 * The signed change in đồng the amount field and the direction name ("1.500.000", "1,500,000", "1500000"
 * all read as 1 500 000); the text as typed when it is not a whole number, for the backend to refuse.
 */
export function deltaOf(direction: string, amount: string): number | string {
  const digits = amount.trim().replace(/[\s.,_]/g, "");
  if (!/^\d{1,12}$/.test(digits)) return amount;
  const value = Number(digits);
  return direction === "debit" ? -value : value;
}
