/**
 * What a studio form shows when the backend refused it: its message and the error of each field.
 * What is not a refusal (a 5xx, a network failure) is thrown on, to the page's own error handling.
 */
import { fieldErrors, isApiError } from "@/lib/api/errors";

export function formRefusal(error: unknown): { message: string | undefined; fields: Record<string, string> } {
  if (!isApiError(error) || error.status >= 500) throw error;
  return { message: error.body?.message, fields: fieldErrors(error) };
}
