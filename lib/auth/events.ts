/** product §4.3, §9: the app-wide browser event that opens the sign-in dialog from anywhere. */
export const AUTH_OPEN_EVENT = "auth:open";

export type AuthModal = "signin";
export type AuthOpenDetail = { modal: AuthModal };

/**
 * A request made before anyone listens (a page's effect can run before the dialog host's) is kept
 * and handed to the first listener, so no request is lost to mounting order.
 */
let listeners = 0;
let pending = false;

export function openSignIn(target: EventTarget = window): void {
  if (listeners === 0) pending = true;
  target.dispatchEvent(new CustomEvent<AuthOpenDetail>(AUTH_OPEN_EVENT, { detail: { modal: "signin" } }));
}

/** Calls `listener` for every auth:open event; returns the function that stops listening. */
export function onAuthOpen(
  listener: (detail: AuthOpenDetail) => void,
  target: EventTarget = window,
): () => void {
  const handle = (event: Event) => {
    const detail = (event as CustomEvent<Partial<AuthOpenDetail> | null>).detail;
    if (detail?.modal === "signin") listener({ modal: "signin" });
  };
  target.addEventListener(AUTH_OPEN_EVENT, handle);
  listeners += 1;
  if (pending) {
    pending = false;
    listener({ modal: "signin" });
  }
  return () => {
    listeners -= 1;
    target.removeEventListener(AUTH_OPEN_EVENT, handle);
  };
}
