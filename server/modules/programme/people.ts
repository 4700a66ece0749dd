/**
 * How other people appear on the programme's pages (product §5.2): never an id or a full phone number;
 * invited friends masked, leaderboard names as their owners chose to show them.
 */
import { mask } from "@/lib/mask";
import { stripCountryCode } from "@/lib/phone";

/** A stored (composed) phone number in the local form people type: "84901234567" → "0901234567". */
export function localPhone(composed: string): string {
  const national = stripCountryCode(composed);
  return national ? `0${national}` : "";
}

/** The masked name, or the masked local phone number when there is no name. */
export function maskedPerson(name: string | null, phoneNumber: string): string {
  const trimmed = name?.trim();
  return trimmed ? mask(trimmed) : mask(localPhone(phoneNumber));
}

/**
 * A leaderboard row's name: the display name its owner chose, or masked when they asked to stay
 * private or have none (then their masked phone number). `masked` says which, for the page to say so.
 */
export function boardName(
  name: string | null,
  phoneNumber: string,
  keptPrivate: boolean,
): { name: string; masked: boolean } {
  const trimmed = name?.trim();
  if (trimmed && !keptPrivate) return { name: trimmed, masked: false };
  return { name: maskedPerson(name, phoneNumber), masked: true };
}
