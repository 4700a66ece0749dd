/**
 * One page of a list shown a page at a time: its rows, and the page shown, kept between the first and
 * the last (a list that shrank when its data came again must not leave the viewer on an empty page).
 */
export function pageOf<T>(
  rows: readonly T[],
  page: number,
  perPage: number,
): { rows: T[]; page: number; last: number } {
  const last = Math.max(1, Math.ceil(rows.length / perPage));
  const shown = Math.min(Math.max(1, Math.floor(page)), last);
  return { rows: rows.slice((shown - 1) * perPage, shown * perPage), page: shown, last };
}
