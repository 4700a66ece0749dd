/** How other people appear on the programme's pages: masked (product §5.2), never an id or a full phone. */
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
