/**
 * VNPay 2.1.0 signing, pure: the payment URL we send the browser to, and the checks on what comes
 * back (the browser's return query and the server-to-server IPN). The sandbox gateway signs with
 * the same functions, so it behaves like the real one.
 *
 * VNPay's rule: take the vnp_* parameters except vnp_SecureHash / vnp_SecureHashType, sort them by
 * key, encode keys and values with encodeURIComponent turning %20 into "+", join as k=v with "&",
 * and sign that string with HMAC-SHA512 under the merchant's hash secret (hex).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { isMessageKey, textIn, type ApiLanguage } from "../../http/i18n";

export type VnpParams = Record<string, string>;

export const VNP_VERSION = "2.1.0";

/** How a top-up is paid, and the vnp_BankCode that sends the payer straight to it. */
export const PAYMENT_METHODS = {
  /** International card (Visa, Mastercard, JCB…). */
  card: "INTCARD",
  /** Domestic ATM card or bank account (NAPAS). */
  bank: "VNBANK",
  /** VNPay QR / e-wallet apps. */
  wallet: "VNPAYQR",
} as const;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;

/** encodeURIComponent with spaces as "+", as VNPay's samples encode. */
export function vnpEncode(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, "+");
}

/** Only the vnp_* parameters that are signed. */
export function signedFields(params: Readonly<Record<string, string | undefined>>): VnpParams {
  const fields: VnpParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (!key.startsWith("vnp_") || key === "vnp_SecureHash" || key === "vnp_SecureHashType") continue;
    if (typeof value === "string") fields[key] = value;
  }
  return fields;
}

/** The string that is signed, and also the query string sent: sorted, encoded, joined. */
export function canonicalQuery(params: Readonly<Record<string, string | undefined>>): string {
  const fields = signedFields(params);
  return Object.keys(fields)
    .sort()
    .map((key) => `${vnpEncode(key)}=${vnpEncode(fields[key]!)}`)
    .join("&");
}

/** HMAC-SHA512 of the canonical query, lower-case hex. */
export function signParams(params: Readonly<Record<string, string | undefined>>, secret: string): string {
  return createHmac("sha512", secret).update(canonicalQuery(params), "utf8").digest("hex");
}

/** Whether vnp_SecureHash matches the other parameters (case-insensitive hex, constant time). */
export function verifyParams(params: Readonly<Record<string, string | undefined>>, secret: string): boolean {
  const given = params.vnp_SecureHash;
  if (typeof given !== "string" || !/^[0-9a-fA-F]{128}$/.test(given)) return false;
  const expected = Buffer.from(signParams(params, secret), "hex");
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), "hex"));
}

/** The query string with its vnp_SecureHash appended. */
export function signedQuery(params: Readonly<Record<string, string | undefined>>, secret: string): string {
  return `${canonicalQuery(params)}&vnp_SecureHash=${signParams(params, secret)}`;
}

/** A URL carrying signed parameters (appended with "&" when the URL already has a query). */
export function signedUrl(
  base: string,
  params: Readonly<Record<string, string | undefined>>,
  secret: string,
) {
  return `${base}${base.includes("?") ? "&" : "?"}${signedQuery(params, secret)}`;
}

const GMT7_MS = 7 * 3_600_000;

/** yyyyMMddHHmmss in GMT+7, VNPay's date format. */
export function formatVnpDate(instant: Date): string {
  const iso = new Date(instant.getTime() + GMT7_MS).toISOString();
  return iso.slice(0, 19).replace(/[-T:]/g, "");
}

/** Reads a yyyyMMddHHmmss GMT+7 date; null when it is not one. */
export function parseVnpDate(text: string | undefined): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text ?? "");
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(utc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return new Date(utc - GMT7_MS);
}

/** vnp_Amount is the amount in VND times 100, digits only. */
export function toVnpAmount(amountVnd: number): string {
  return String(Math.round(amountVnd) * 100);
}

/** The VND amount of a vnp_Amount, or null when it is not a whole number of đồng. */
export function fromVnpAmount(value: string | undefined): number | null {
  if (!value || !/^\d{1,17}$/.test(value)) return null;
  const hundredths = Number(value);
  if (!Number.isSafeInteger(hundredths) || hundredths % 100 !== 0) return null;
  return hundredths / 100;
}

/** vnp_OrderInfo must be plain ASCII without accents or special characters. */
export function plainOrderInfo(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .replace(/[^A-Za-z0-9 .,:_-]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 255);
}

/** The IPN answers VNPay expects, with their fixed messages. */
export const IPN_ANSWERS = {
  confirmed: { RspCode: "00", Message: "Confirm Success" },
  notFound: { RspCode: "01", Message: "Order not found" },
  alreadyConfirmed: { RspCode: "02", Message: "Order already confirmed" },
  invalidAmount: { RspCode: "04", Message: "Invalid amount" },
  invalidSignature: { RspCode: "97", Message: "Invalid signature" },
  unknown: { RspCode: "99", Message: "Unknown error" },
} as const;
export type IpnAnswer = { RspCode: string; Message: string };

/** vnp_ResponseCode values a viewer may meet, as VNPay documents them. */
/** A viewer-facing explanation of a vnp_ResponseCode. */
export function responseMessage(code: string | null | undefined, language: ApiLanguage): string | null {
  if (!code) return null;
  const key = `vnpayResponse.${code}`;
  return textIn(language, isMessageKey(key) ? key : "vnpayResponse.99");
}
