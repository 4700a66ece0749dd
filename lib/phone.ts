/** Vietnam (product §5.3); every function takes the code as an argument. */
export const DEFAULT_COUNTRY_CODE = "84";

export function phoneDigits(value: string | null | undefined): string {
  return typeof value === "string" ? value.replace(/\D/g, "") : "";
}

/**
 * National number without trunk zeros. The country code is removed before the zeros so that a local
 * number such as "0842…" (which starts with "84" only after its 0) keeps its digits.
 */
export function stripCountryCode(
  value: string | null | undefined,
  countryCode: string = DEFAULT_COUNTRY_CODE,
): string {
  const digits = phoneDigits(value);
  const code = phoneDigits(countryCode);
  const national = code !== "" && digits.startsWith(code) ? digits.slice(code.length) : digits;
  return national.replace(/^0+/, "");
}

/**
 * International form without "+" (e.g. "84901234567"). Idempotent: local, international and
 * already-composed inputs give the same result. "" when there is no national number.
 */
export function composePhone(
  value: string | null | undefined,
  countryCode: string = DEFAULT_COUNTRY_CODE,
): string {
  const national = stripCountryCode(value, countryCode);
  return national === "" ? "" : phoneDigits(countryCode) + national;
}

/**
 * Whether a typed number is a mobile number of the country (the only kind an SMS code reaches, so the
 * only kind an account has). Vietnam's: nine digits after the trunk 0, starting 3, 5, 7, 8 or 9
 * (03x, 05x, 07x, 08x, 09x). For another country code, 6 to 14 national digits: its numbering plan
 * is not known here.
 */
export function isMobileNumber(
  value: string | null | undefined,
  countryCode: string = DEFAULT_COUNTRY_CODE,
): boolean {
  const national = stripCountryCode(value, countryCode);
  return phoneDigits(countryCode) === DEFAULT_COUNTRY_CODE
    ? /^[35789]\d{8}$/.test(national)
    : national.length >= 6 && national.length <= 14;
}

/** How a viewer writes their own number: "84901234567" → "0901 234 567". "" when there is none. */
export function localPhone(
  value: string | null | undefined,
  countryCode: string = DEFAULT_COUNTRY_CODE,
): string {
  const national = stripCountryCode(value, countryCode);
  if (national === "") return "";
  const local = `0${national}`;
  return local.length === 10 ? `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}` : local;
}

/**
 * An account made through Google or Apple has no phone number: user-info gives "" (the backend keeps
 * a placeholder of its own). Its deletion is confirmed with its password alone.
 */
export function hasNoPhone(account: { phone_number: string } | null | undefined): boolean {
  return account?.phone_number === "";
}
