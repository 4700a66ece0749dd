"use client";

import { useEffect } from "react";
import { AlertCircle, Check, TriangleAlert, type Icon } from "@/components/ui/icons";
import { Toaster, type ToasterProps } from "sonner";
import {
  DEFAULT_TOAST_DURATION,
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

export type SonnerToasterProps = {
  /** Accessible name of each toast's close button (pass the translated "Close"). */
  closeLabel?: string;
  /** Accessible name of the notifications region (pass the translated "Notifications"). */
  regionLabel?: string;
  position?: ToasterProps["position"];
};

/**
 * sonner's toaster as the site draws it: at most TOAST_LIMIT (1) visible; error and warning in the
 * destructive style (product §4.5). Loaded with sonner after hydration by ./toaster.tsx.
 */
export function SonnerToaster({
  closeLabel = "Close",
  regionLabel = "Notifications",
  position = "bottom-right",
}: SonnerToasterProps) {
  // Effects run child first: by now sonner's toaster has subscribed to its toasts.
  useEffect(() => {
    toasterMounted();
    return toasterUnmounted;
  }, []);
  return (
    <Toaster
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
