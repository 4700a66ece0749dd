import type { StudioApplication } from "@/lib/contract/studio-applications";

/** One application's decision form: the application as the server holds it, and what was typed. */
export type DecisionState = {
  application: StudioApplication;
  typed: { rate: string; reply: string };
  message?: string;
  refused?: boolean;
  fields?: Record<string, string>;
};

/**
 * A commission typed in percent ("12,5", "12.5 %", "10") in basis points (1250); null when it is not a
 * number. Bounds are the backend's to check.
 */
export function commissionBasisPoints(typed: string): number | null {
  const text = typed.replace(/\s|%/g, "").replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}
