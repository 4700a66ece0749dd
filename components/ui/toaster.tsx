"use client";

import { useEffect, useState } from "react";
import { AlertCircle, Check, TriangleAlert, type Icon } from "@/components/ui/icons";
import type { ToasterProps } from "sonner";
import {
  DEFAULT_TOAST_DURATION,
  loadedSonner,
  loadSonner,
  TOAST_KINDS,
  TOAST_LIMIT,
  toasterMounted,
  toasterUnmounted,
  type ToastIconName,
  type ToastKind,
} from "@/lib/toast";
import styles from "./toaster.module.scss";

const ICONS: Record<ToastIconName, Icon> = {
  check: Check,
  "alert-circle": AlertCircle,
  triangle: TriangleAlert,
};

function iconFor(kind: ToastKind) {
  const Icon = ICONS[TOAST_KINDS[kind].icon];
  return <Icon aria-hidden="true" size={18} />;
}

function variantClass(kind: ToastKind): string | undefined {
  return styles[TOAST_KINDS[kind].variant];
}

/**
 * Mount once, near the root. Toasts are shown with `toast.success/error/warning` from lib/toast.
 * At most TOAST_LIMIT (1) is visible; error and warning use the destructive style (SPEC §4).
 * sonner itself loads after hydration (lib/toast), so it is not part of any page's first-load JS.
 */
export function Toaster({
  closeLabel = "Close",
  regionLabel = "Notifications",
  position = "bottom-right",
}: {
  /** Accessible name of each toast's close button (pass the translated "Close"). */
  closeLabel?: string;
  /** Accessible name of the notifications region (pass the translated "Notifications"). */
  regionLabel?: string;
  position?: ToasterProps["position"];
}) {
  const [SonnerToaster, setSonnerToaster] = useState<typeof import("sonner").Toaster | null>(
    () => loadedSonner()?.Toaster ?? null,
  );
  useEffect(() => {
    if (SonnerToaster) return;
    let active = true;
    void loadSonner().then((module) => active && setSonnerToaster(() => module.Toaster));
    return () => {
      active = false;
    };
  }, [SonnerToaster]);
  // Effects run child first: by now sonner's toaster has subscribed to its toasts.
  useEffect(() => {
    if (!SonnerToaster) return;
    toasterMounted();
    return toasterUnmounted;
  }, [SonnerToaster]);
  if (!SonnerToaster) return null;
  return (
    <SonnerToaster
      theme="dark"
      position={position}
      visibleToasts={TOAST_LIMIT}
      duration={DEFAULT_TOAST_DURATION}
      closeButton
      containerAriaLabel={regionLabel}
      icons={{ success: iconFor("success"), error: iconFor("error"), warning: iconFor("warning") }}
      toastOptions={{
        closeButtonAriaLabel: closeLabel,
        classNames: {
          toast: styles.toast,
          title: styles.title,
          description: styles.description,
          icon: styles.icon,
          closeButton: styles.close,
          success: variantClass("success"),
          error: variantClass("error"),
          warning: variantClass("warning"),
        },
      }}
    />
  );
}
