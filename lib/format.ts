/** product §3.9: dates are British day/month/year. */
export const DATE_LOCALE = "en-GB";
/** product §3.9: numbers use Vietnamese grouping. */
export const NUMBER_LOCALE = "vi-VN";
/** Fixed so that server-rendered and hydrated dates agree whatever the machine's zone. */
export const DEFAULT_TIME_ZONE = "Asia/Ho_Chi_Minh";

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE, {
      timeZone,
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/** "YYYY-MM-DD" optionally followed by a time but no zone: a wall-clock value with no instant to convert. */
export const NAIVE_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

function formatNaive(match: RegExpExecArray): string {
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return "";
  return `${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`;
}

/**
 * dd/mm/yyyy, or "" for empty or invalid input (product §3.9). Strings without a zone ("2024-05-01",
 * "2024-05-01 10:00:00") are shown as written, since JS would otherwise read them in the machine's zone;
 * instants (timestamps, Date, strings with Z or an offset) are shown in timeZone.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  if (value === null || value === undefined) return "";
  let date: Date;
  if (typeof value === "string") {
    const text = value.trim();
    if (text === "") return "";
    const naive = NAIVE_DATE.exec(text);
    if (naive) return formatNaive(naive);
    date = new Date(text);
  } else {
    date = value instanceof Date ? value : new Date(value);
  }
  if (Number.isNaN(date.getTime())) return "";
  const parts = dateFormat(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  // Years before 1000 keep four digits, as dd/mm/yyyy promises ("31/12/0999").
  return `${part("day")}/${part("month")}/${part("year").padStart(4, "0")}`;
}

const numberFormat = new Intl.NumberFormat(NUMBER_LOCALE);

/** A number, or a string holding one; null for anything else (NaN and infinities included). */
export function toFinite(value: number | string | null | undefined): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** 1234567 → "1.234.567". Missing or non-numeric input gives "" rather than "NaN". */
export function formatNumber(value: number | string | null | undefined): string {
  const n = toFinite(value);
  return n === null ? "" : numberFormat.format(n);
}

/** A wait as people say it: seconds under a minute, else whole minutes (rounded up, never "871 seconds"). */
export function spokenWait(seconds: number): { unit: "seconds" | "minutes"; count: number } {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60 ? { unit: "seconds", count: whole } : { unit: "minutes", count: Math.ceil(whole / 60) };
}
