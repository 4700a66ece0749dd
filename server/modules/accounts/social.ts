/** The signature rule lives in lib/contract/social-signature.ts, shared with the Next server. */
export {
  SOCIAL_SIGNATURE_HEADER,
  SOCIAL_SIGNATURE_TOLERANCE_SECONDS,
  signSocialRequest,
  verifySocialSignature,
} from "@/lib/contract/social-signature";

/**
 * Social accounts have no phone, but users.phone_number is NOT NULL and unique: they get
 * `social:{provider}:{lower-cased e-mail}`. It cannot collide with a real number (those are digits
 * only) and cannot be signed in with (the phone calls compose digits-only numbers and refuse
 * anything else). The public user JSON shows it as "".
 */
export function socialPlaceholderPhone(provider: string, email: string): string {
  return `social:${provider}:${email.trim().toLowerCase()}`;
}

export function isSocialPlaceholderPhone(phoneNumber: string): boolean {
  return phoneNumber.startsWith("social:");
}
