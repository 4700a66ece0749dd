/**
 * The one rule for an id written in an address, the same for pages ("/movie/12/…") and the API
 * ("/api/movies/12"). Canonical: a positive decimal integer in ASCII digits, no sign, no leading
 * zero, at most MAX_ID. The same number written otherwise ("012", "+12") is not canonical: a page
 * sends it on to the canonical address (308, proxy.ts), the API answers 404 as for an unknown id.
 * Anything else ("0", "-1", "1.5", "1e3", "abc", " 12", a number past MAX_ID) is no id: a 404.
 */
import { z } from "zod";

/** The largest id: PostgreSQL's `integer`, which every table's id is. */
export const MAX_ID = 2_147_483_647;

/** A number written with an optional "+" and leading zeros, at most ten significant digits. */
const NUMERIC = /^\+?0*([0-9]{1,10})$/;

export interface IdReading {
  id: number;
  /** Whether the text is the id's canonical spelling (`String(id)`). */
  canonical: boolean;
}

/** The id a text names, canonically written or not; null when it names none. Never throws. */
export function readId(text: string | null | undefined): IdReading | null {
  if (typeof text !== "string") return null;
  const digits = NUMERIC.exec(text)?.[1];
  if (digits === undefined) return null;
  const id = Number(digits);
  if (id < 1 || id > MAX_ID) return null;
  return { id, canonical: text === String(id) };
}

/** The id of a canonically written text, else null: what a route acts on. */
export function parseId(text: string | null | undefined): number | null {
  const reading = readId(text);
  return reading?.canonical ? reading.id : null;
}

/**
 * The `{id}` of an API path. Left a string so that a text that is no id is a 404 (`idOr404`), the
 * answer for an id nobody has, rather than a 422.
 */
export const IdParamSchema = z.object({ id: z.string() });
