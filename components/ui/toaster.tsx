"use client";

import { useEffect, useState } from "react";
import type { SonnerToaster, SonnerToasterProps } from "./sonner-toaster";

let loaded: typeof SonnerToaster | undefined;

/** The toaster's code with sonner: loaded after hydration, as no page needs a toast to first paint. */
export function loadToaster(): Promise<typeof SonnerToaster> {
  return import("./sonner-toaster").then((module) => (loaded = module.SonnerToaster));
}

/**
 * Mount once, near the root. Toasts are shown with `toast.success/error/warning` from lib/toast;
 * one asked for before the toaster has loaded waits for it (lib/toast). Neither sonner nor the
 * toaster's styling and icons are part of any page's first-load JS.
 */
export function Toaster(props: SonnerToasterProps) {
  const [Loaded, setLoaded] = useState<typeof SonnerToaster | null>(() => loaded ?? null);
  useEffect(() => {
    if (Loaded) return;
    let active = true;
    void loadToaster().then((component) => active && setLoaded(() => component));
    return () => {
      active = false;
    };
  }, [Loaded]);
  return Loaded ? <Loaded {...props} /> : null;
}
