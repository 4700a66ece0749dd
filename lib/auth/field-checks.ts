import { isPlausiblePhone } from "@/lib/contract/accounts";
import { isMobileNumber } from "@/lib/phone";

/** What is wrong with a field before it is sent: left empty, or not what the field takes. */
export type FieldProblem = "required" | "invalid";

/**
 * A typed phone number's problem, checked as the backend checks it (the contract's format, then
 * lib/phone's mobile rule for the country code), or null when it may be sent.
 */
export function phoneProblem(typed: string, countryCode: string): FieldProblem | null {
  const value = typed.trim();
  if (value === "") return "required";
  return isPlausiblePhone(value) && isMobileNumber(value, countryCode) ? null : "invalid";
}

/** The sign-in form's problems by field, before it is sent; empty when there are none. */
export function signInProblems(
  { phone, password }: { phone: string; password: string },
  countryCode: string,
): { phone?: FieldProblem; password?: FieldProblem } {
  const phoneIs = phoneProblem(phone, countryCode);
  return {
    ...(phoneIs ? { phone: phoneIs } : {}),
    // Any non-empty password is checked by the backend: older ones may not meet today's rule.
    ...(password === "" ? { password: "required" as const } : {}),
  };
}
