/** The account page's support forms (issue #36): a password-reset code by SMS, and erasing the account. */
export type SupportFormState = {
  kind: "reset" | "erase";
  accountId: number;
  reason: string;
  needsCode: boolean;
  outcome: "opened" | "done" | "refused";
  message?: string;
  fields?: Record<string, string>;
};

export const openSupportForm = (kind: SupportFormState["kind"], accountId: number): SupportFormState => ({
  kind,
  accountId,
  reason: "",
  needsCode: false,
  outcome: "opened",
});
