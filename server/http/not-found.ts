import type { Context } from "hono";
import { HttpError } from "./errors";
import { message } from "./i18n";
import { parseId } from "@/lib/contract/ids";

/** The 404 of an object that is not there, in the caller's language. */
export const notFoundError = (c: Context) => new HttpError(404, message(c, "notFound"));

/**
 * The id of a route, or 404 (lib/contract/ids.ts): letters, signs, fractions, leading zeros and
 * out-of-range numbers never reach the database, and "012" is not film 12.
 */
export function idOr404(c: Context, raw: string): number {
  const id = parseId(raw);
  if (id === null) throw notFoundError(c);
  return id;
}

/** The object found, or 404. */
export function found<T>(c: Context, value: T | null | undefined): T {
  if (value === null || value === undefined) throw notFoundError(c);
  return value;
}
