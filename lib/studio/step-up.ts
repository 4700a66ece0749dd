/**
 * Sensitive studio actions (moving money, changing staff) need a code given in the last minutes.
 * A form sends the code with the action when the backend asked for one; these give it first, and
 * tell a refusal that wants a code from any other.
 */
import { fieldErrors, isApiError } from "@/lib/api/errors";
import { studioStepUp } from "@/lib/contract/endpoints/studio";
import { formRefusal } from "./refusal";
import type { studioApi } from "./server";

type Api = Awaited<ReturnType<typeof studioApi>>;

/** Gives the typed code, if any: null when accepted or none was typed, else why it was refused. */
export async function giveCode(api: Api, code: string): Promise<string | null> {
  if (!code.trim()) return null;
  try {
    await api.call(studioStepUp, { body: { code: code.trim() } });
    return null;
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return fieldErrors(error).code ?? error.body?.message ?? "";
  }
}

/** Whether the backend refused because it wants a fresh code (403, reason step_up). */
export function asksForCode(error: unknown): boolean {
  if (!isApiError(error, 403)) return false;
  const data = error.data;
  return typeof data === "object" && data !== null && (data as { reason?: unknown }).reason === "step_up";
}

/**
 * What a form shows when a sensitive action is refused: that a code is needed (`codeNeeded`), or the
 * backend's message and field errors. What is not a refusal (a 5xx, a network failure) is thrown on.
 */
export function refusalOf(error: unknown, codeNeeded: string) {
  if (asksForCode(error))
    return { message: codeNeeded, fields: {} as Record<string, string>, needsCode: true };
  return { ...formRefusal(error), needsCode: false };
}
