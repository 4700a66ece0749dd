/** A message to show after the next page load (logout reloads the page, product §4.1). Read once. */
export const FLASH_KEY = "cineva:flash";

export type Flash = { kind: "success" | "error" | "warning"; title: string };

export function setFlash(flash: Flash, storage: Storage | null = session()): void {
  try {
    storage?.setItem(FLASH_KEY, JSON.stringify(flash));
  } catch {
    // storage blocked: the message is simply not shown
  }
}

export function takeFlash(storage: Storage | null = session()): Flash | null {
  try {
    const raw = storage?.getItem(FLASH_KEY);
    storage?.removeItem(FLASH_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Flash>;
    if (
      (value.kind === "success" || value.kind === "error" || value.kind === "warning") &&
      typeof value.title === "string"
    ) {
      return { kind: value.kind, title: value.title };
    }
  } catch {
    // unreadable: nothing to show
  }
  return null;
}

function session(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
