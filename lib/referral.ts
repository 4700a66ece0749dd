/** Where an invite link's code waits until the visitor registers (phone or social). */
export const REFERRAL_STORAGE_KEY = "cineva_referral";

const CODE = /^[A-Z0-9]{4,16}$/;

/** Keeps ?ref=CODE from the address, if it looks like a code. */
export function rememberReferralCode(search: string, storage: Storage | null = safeStorage()): string | null {
  const code = new URLSearchParams(search).get("ref")?.trim().toUpperCase() ?? "";
  if (!CODE.test(code)) return null;
  try {
    storage?.setItem(REFERRAL_STORAGE_KEY, code);
  } catch {
    // storage blocked: the code just is not prefilled
  }
  return code;
}

export function savedReferralCode(storage: Storage | null = safeStorage()): string {
  try {
    const code = storage?.getItem(REFERRAL_STORAGE_KEY) ?? "";
    return CODE.test(code) ? code : "";
  } catch {
    return "";
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
