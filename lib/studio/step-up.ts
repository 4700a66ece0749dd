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

/** What a form's state takes from a refused sensitive action. */
export type SensitiveRefusal = {
  outcome: "refused";
  message: string | undefined;
  fields: Record<string, string>;
  needsCode: boolean;
};
export type SensitiveOutcome<T> = { ok: true; value: T } | { ok: false; refusal: SensitiveRefusal };

/**
 * A sensitive action from a form: the code typed with it first (a wrong one is named on its field,
 * and asked for again), then `run`; a refusal comes back as the form shows it (a code needed, or the
 * backend's message and fields). `run` must not redirect: a redirect is thrown, and would be caught.
 */
export async function runSensitive<T>(
  api: Api,
  code: string,
  codeNeeded: string,
  run: () => Promise<T>,
): Promise<SensitiveOutcome<T>> {
  const wrongCode = await giveCode(api, code);
  if (wrongCode !== null)
    return {
      ok: false,
      refusal: { outcome: "refused", message: wrongCode, fields: { code: wrongCode }, needsCode: true },
    };
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, refusal: { outcome: "refused", ...refusalOf(error, codeNeeded) } };
  }
}
