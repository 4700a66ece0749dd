import type { Context } from "hono";
import type { z } from "zod";
import { HttpError } from "./errors";
import { message } from "./i18n";

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

/** Our own schemas carry translated messages as "en|vi" pairs; anything else gets the generic one. */
function localise(c: Context, issue: z.core.$ZodIssue): string {
  const [en, vi] = issue.message.split("|");
  if (vi !== undefined && en !== undefined)
    return (c.req.header("accept-language") ?? "").trim().toLowerCase().startsWith("vi") ? vi : en;
  return message(c, "invalidValue");
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
