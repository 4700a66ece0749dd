/**
 * The dashboard's bar charts (issue #36) are plain SVG drawn on the server: no chart library in any
 * bundle, nothing to load in the browser. These are their geometry, in the SVG's own units.
 */

/** The top of the value axis: the smallest 1, 2 or 5 × 10ⁿ at or above the largest value, at least 1 (the counts are whole). */
export function axisTop(largest: number): number {
  if (!(largest > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= largest)!;
}

export type Bar = { x: number; y: number; width: number; height: number };

/**
 * One bar per value across `width`, standing on the bottom of `height`, scaled to axisTop. A value
 * above zero gets at least a sliver, so a quiet day reads differently from an empty one.
 */
export function barsOf(values: number[], width: number, height: number): Bar[] {
  const top = axisTop(Math.max(0, ...values));
  const slot = width / Math.max(1, values.length);
  const gap = Math.min(2, slot * 0.2);
  return values.map((value, i) => {
    const tall = value > 0 ? Math.max(1, (Math.max(0, value) / top) * height) : 0;
    return { x: i * slot + gap / 2, y: height - tall, width: slot - gap, height: tall };
  });
}

/** The day's instant at noon in Vietnam, for formatting a "YYYY-MM-DD" day in any language. */
export const dayInstant = (day: string) => new Date(`${day}T12:00:00+07:00`);
