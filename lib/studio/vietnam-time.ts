/**
 * A datetime-local field has no time zone; the studio's are in Vietnam's (UTC+7 all year, no daylight
 * saving), as the site shows every date. These turn an instant into the field's value and back.
 */
const OFFSET_MS = 7 * 60 * 60 * 1000;

/** "2026-11-27T08:30" for 2026-11-27T01:30:00Z; empty for a value that is not a date. */
export function toVietnamField(iso: string): string {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? "" : new Date(time + OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant a field's "2026-11-27T08:30" names in Vietnam, as ISO 8601; the text as it is when it is not one. */
export function fromVietnamField(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/.exec(value.trim());
  if (!match) return value;
  const time = new Date(`${match[1]}${match[2] ?? ":00"}+07:00`).getTime();
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}
