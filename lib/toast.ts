/**
 * Toast notifications (product §4.5, §9), shown with sonner. This file holds the rules and the calls;
 * `components/ui/toaster.tsx` renders them (style and icon per kind) and must be mounted once.
 *
 * At most one toast is visible: showing a toast dismisses the one before it, and the <Toaster/>
 * renders with `visibleToasts={TOAST_LIMIT}` as a second guard.
 */
type Sonner = typeof import("sonner");

export type ToastKind = "success" | "error" | "warning";
export type ToastVariant = "default" | "destructive";
/** Icon names; the component maps them to icons (components/ui/icons/) (lib/ renders nothing). */
export type ToastIconName = "check" | "alert-circle" | "triangle";

export interface ToastKindConfig {
  duration: number;
  variant: ToastVariant;
  icon: ToastIconName;
}

export const TOAST_KINDS = {
  success: { duration: 4000, variant: "default", icon: "check" },
  error: { duration: 5000, variant: "destructive", icon: "alert-circle" },
  warning: { duration: 4000, variant: "destructive", icon: "triangle" },
} as const satisfies Record<ToastKind, ToastKindConfig>;

/** Visible toasts at once (product §9). */
export const TOAST_LIMIT = 1;

/*
 * product §9 "Toast remove delay" (1,000,000 ms: a dismissed toast is closed, then removed that much later)
 * is the delay of a toast store that keeps closed toasts in memory (shadcn's use-toast). With sonner it
 * does not apply and is not configurable: a dismissed or expired toast plays its exit animation and is
 * unmounted and dropped from sonner's state about 200 ms later. Nothing is visible in between either
 * way, so the user sees the same thing; no constant stands for it.
 */

/** The general default duration (product §9), given to <Toaster duration>. */
export const DEFAULT_TOAST_DURATION = 5000;

export type ToastId = string | number;

/*
 * sonner loads on demand: no page needs it before its first toast, so it stays out of first-load JS.
 * The <Toaster/> loads it after hydration and says when it is listening; a toast asked for before
 * that waits, and calls keep their order.
 */
let sonnerModule: Sonner | undefined;
let sonnerLoading: Promise<Sonner> | undefined;
let toasterListening = false;
let markListening: () => void = () => {};
let listening = new Promise<void>((resolve) => {
  markListening = resolve;
});
let queue: Promise<void> = Promise.resolve();

export function loadSonner(): Promise<Sonner> {
  sonnerLoading ??= import("sonner").then((module) => (sonnerModule = module));
  return sonnerLoading;
}

/** Called by <Toaster/> once sonner's own toaster is mounted and subscribed. */
export function toasterMounted(): void {
  toasterListening = true;
  markListening();
}

/** Called by <Toaster/> when it goes: toasts wait for the next one. */
export function toasterUnmounted(): void {
  toasterListening = false;
  listening = new Promise<void>((resolve) => {
    markListening = resolve;
  });
}

function withSonner(action: (sonner: Sonner["toast"]) => void): void {
  if (sonnerModule && toasterListening) {
    action(sonnerModule.toast);
    return;
  }
  queue = queue.then(async () => {
    const [module] = await Promise.all([loadSonner(), listening]);
    if (!toasterListening) await listening; // it went away meanwhile: wait for the next one
    action(module.toast);
  });
}

let currentId: ToastId | undefined;
let nextId = 0;

/** Shows a toast of the given kind, replacing the one on screen. Returns its id. */
export function showToast(kind: ToastKind, title: string, description?: string): ToastId {
  const previous = currentId;
  const id = `toast-${(nextId += 1)}`;
  currentId = id;
  withSonner((sonner) => {
    if (previous !== undefined) sonner.dismiss(previous);
    sonner[kind](title, { id, description, duration: TOAST_KINDS[kind].duration });
  });
  return id;
}

/** Closes the toast on screen, if any. */
export function dismissToast(): void {
  const previous = currentId;
  currentId = undefined;
  if (previous !== undefined) withSonner((sonner) => sonner.dismiss(previous));
}

export const toast = {
  success: (title: string, description?: string) => showToast("success", title, description),
  error: (title: string, description?: string) => showToast("error", title, description),
  warning: (title: string, description?: string) => showToast("warning", title, description),
  dismiss: dismissToast,
};
