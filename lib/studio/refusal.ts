/**
 * What a studio form shows when the backend refused it: its message and the error of each field.
 * What is not a refusal (a 5xx, a network failure) is thrown on, to the page's own error handling.
 */
import { fieldErrors, isApiError } from "@/lib/api/errors";

export function formRefusal(error: unknown): { message: string | undefined; fields: Record<string, string> } {
  if (!isApiError(error) || error.status >= 500) throw error;
  return { message: error.body?.message, fields: fieldErrors(error) };
}

/**
 * An editor's refused save: what was typed stays, with the message and each field's error, the
 * backend's field names mapped onto the form's own by `fieldsOf`. What is not a refusal is thrown on.
 */
export function refusedSave<State extends object, Values>(
  previous: State,
  values: Values,
  error: unknown,
  fieldsOf: (fields: Record<string, string>) => Record<string, string> = (fields) => fields,
) {
  const refused = formRefusal(error);
  return {
    ...previous,
    values,
    outcome: "refused" as const,
    message: refused.message,
    fields: fieldsOf(refused.fields),
  };
}
