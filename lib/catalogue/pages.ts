/** The page numbers to show: first, last, and two either side of the current one; null for a gap. */
export function pageWindow(current: number, last: number, radius = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= last; page++) {
    const near = Math.abs(page - current) <= radius;
    if (page === 1 || page === last || near) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

/**
 * Whether a page number asked for lies past a list's last page (page 1 of an empty list does not):
 * such a page is a 404, so made-up page numbers fill no cache (lib/query-address.ts).
 */
export function isPastLastPage(page: number | undefined, lastPage: number): boolean {
  return (page ?? 1) > Math.max(1, lastPage);
}
