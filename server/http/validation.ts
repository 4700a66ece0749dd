import type { Context } from "hono";
import type { z } from "zod";
import { HttpError } from "./errors";
import { FIELD_MESSAGE_VALUES } from "@/lib/contract/accounts";
import { isMessageKey, message } from "./i18n";

/** Turns zod issues into Laravel's { field: [message] }, the field being the path ("avatar", "items.0.id"). */
export function fieldErrors(c: Context, issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : "body";
    const text =
      issue.code === "invalid_type" && issue.input === undefined
        ? message(c, "required")
        : localise(c, issue);
    (errors[field] ??= []).push(text);
  }
  return errors;
}

/**
 * Our own schemas name their messages by catalogue key ("fields.phone"); they are answered in the
 * caller's language, with the numbers they name. Anything else (zod's own texts) gets the generic one.
 */
function localise(c: Context, issue: z.core.$ZodIssue): string {
  if (!isMessageKey(issue.message)) return message(c, "invalidValue");
  const bounds = issue as { minimum?: unknown; maximum?: unknown };
  const values: Record<string, string | number> = { ...FIELD_MESSAGE_VALUES };
  if (typeof bounds.minimum === "number") values.minimum = bounds.minimum;
  if (typeof bounds.maximum === "number") values.maximum = bounds.maximum;
  return message(c, issue.message, values);
}

export function invalid(c: Context, issues: readonly z.core.$ZodIssue[]): HttpError {
  return new HttpError(422, message(c, "invalid"), fieldErrors(c, issues));
}

/** Parses a body with a schema or answers 422 with field errors. */
export function parseOr422<S extends z.ZodType>(c: Context, schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(c, result.error.issues);
  return result.data;
}
