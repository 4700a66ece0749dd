/**
 * Free text in requests (names, messages, searches, addresses typed by a person): any string
 * without the control and bidirectional-control characters lib/safe-text.ts names.
 */
import { z } from "zod";
import { isSafeText } from "../safe-text";

/** The catalogue key of the refusal (messages/{en,vi}.json, api.fields). */
export const UNSAFE_TEXT_MESSAGE = "fields.unsafeText";

/**
 * A string of free text. Chain the field's own rules (`.trim().max(…)`) after it; `multiline`
 * lets tabs and line breaks in (a textarea), `typeMessage` is the key answered for a non-string.
 */
export function freeText({
  multiline = false,
  typeMessage,
}: { multiline?: boolean; typeMessage?: string } = {}) {
  return z.string(typeMessage).refine((value) => isSafeText(value, { multiline }), UNSAFE_TEXT_MESSAGE);
}
