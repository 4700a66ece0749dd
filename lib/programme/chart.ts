/** Bars for the distributor's earnings chart: each month's share of the best month, 0–100. */
export function earningBars(
  months: { month: string; commission: number }[],
): { month: string; label: string; percent: number }[] {
  const top = Math.max(0, ...months.map((m) => m.commission));
  return months.map(({ month, commission }) => {
    const [year = "", mm = ""] = month.split("-");
    return {
      month,
      label: `${mm}/${year}`,
      percent: top > 0 ? Math.round((Math.max(0, commission) / top) * 100) : 0,
    };
  });
}
