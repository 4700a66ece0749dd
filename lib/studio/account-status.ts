import type { StudioAccount } from "@/lib/contract/studio-accounts";

/** The state form after opening or an answer: the account as the server holds it, and what the reason field shows. */
export type AccountStatusState = {
  account: StudioAccount;
  /** The state and reason the form shows: the account's own and none, or what was typed when refused (kept, not lost). */
  status: string;
  reason: string;
  outcome: "opened" | "applied" | "refused";
  message?: string;
  fields?: Record<string, string>;
};
