/** Reading a studio list's address (?page=…&…): the first value of a field, and a page beyond the first. */
export const firstValue = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim();

/** A whole page number from 2 up to MAX_PAGE (lib/contract/common.ts); undefined for the first page or anything else. */
export function laterPage(value: string | string[] | undefined): number | undefined {
  const page = Number(firstValue(value));
  return Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined;
}
