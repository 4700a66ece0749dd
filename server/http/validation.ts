import type { Context } from "hono";
import type { z } from "zod";
import { HttpError } from "./errors";
import { FIELD_MESSAGE_VALUES } from "@/lib/contract/accounts";
import { isMessageKey, message, type MessageKey } from "./i18n";

type Issue = z.core.$ZodIssue;
type Values = Record<string, string | number>;

/** The value an issue's path points at in what was sent; undefined when it is not there. */
export function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node = input;
  for (const key of path) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

const TYPE_MESSAGES: Partial<Record<string, MessageKey>> = {
  number: "fields.number",
  int: "fields.wholeNumber",
  string: "fields.text",
  boolean: "fields.boolean",
  array: "fields.list",
};

/** What zod found wrong, said in general terms, for a schema that names no message of its own. */
function generalMessage(issue: Issue): { key: MessageKey; values?: Values } {
  switch (issue.code) {
    case "invalid_type":
      return { key: TYPE_MESSAGES[issue.expected] ?? "invalidValue" };
    case "too_small": {
      const minimum = Number(issue.minimum);
      if (issue.origin === "string")
        return minimum <= 1 ? { key: "required" } : { key: "fields.minLength", values: { minimum } };
      if (issue.origin === "array" || issue.origin === "set")
        return { key: "fields.minItems", values: { minimum } };
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint")
        return { key: issue.inclusive === false ? "fields.above" : "fields.atLeast", values: { minimum } };
      return { key: "invalidValue" };
    }
    case "too_big": {
      const maximum = Number(issue.maximum);
      if (issue.origin === "string") return { key: "fields.maxLength", values: { maximum } };
      if (issue.origin === "array" || issue.origin === "set")
        return { key: "fields.maxItems", values: { maximum } };
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint")
        return { key: issue.inclusive === false ? "fields.below" : "fields.atMost", values: { maximum } };
      return { key: "invalidValue" };
    }
    case "invalid_value":
      return { key: "fields.oneOf", values: { values: issue.values.map(String).join(", ") } };
    default:
      return { key: "invalidValue" };
  }
}

/**
 * The message of one issue as a catalogue key and the values it names. A value that is not there
 * at all is "required"; otherwise our schemas name their message by key ("fields.amountWhole"), said
 * with the numbers it names, and anything else (zod's own English) is said by what went wrong:
 * the wrong type, not a whole number, too small or too big, not one of the choices.
 * zod 4 does not put the input on its issues, so whether the value was sent is read from `input`.
 */
export function issueMessage(issue: Issue, input: unknown): { key: MessageKey; values?: Values } {
  if (issue.code === "invalid_type" && valueAt(input, issue.path) === undefined) return { key: "required" };
  if (!isMessageKey(issue.message)) return generalMessage(issue);
  const values: Values = { ...FIELD_MESSAGE_VALUES };
  if ("minimum" in issue) values.minimum = Number(issue.minimum);
  if ("maximum" in issue) values.maximum = Number(issue.maximum);
  return { key: issue.message, values };
}

/** Turns zod issues into Laravel's { field: [message] }, the field being the path ("avatar", "items.0.id"). */
export function fieldErrors(c: Context, issues: readonly Issue[], input: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : "body";
    const { key, values } = issueMessage(issue, input);
    (errors[field] ??= []).push(message(c, key, values));
  }
  return errors;
}

/** The 422 for a request whose `input` (a body, a query, a form) did not pass its schema. */
export function invalid(c: Context, issues: readonly Issue[], input: unknown): HttpError {
  return new HttpError(422, message(c, "invalid"), fieldErrors(c, issues, input));
}

/** Parses a body with a schema or answers 422 with field errors. */
export function parseOr422<S extends z.ZodType>(c: Context, schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(c, result.error.issues, value);
  return result.data;
}
