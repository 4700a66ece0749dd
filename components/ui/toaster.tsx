"use client";

import { AlertCircle, Check, TriangleAlert, type LucideIcon } from "lucide-react";
import { Toaster as SonnerToaster, type ToasterProps } from "sonner";
import {
  DEFAULT_TOAST_DURATION,
  TOAST_KINDS,
  TOAST_LIMIT,
  type ToastIconName,
  type ToastKind,
} from "@/lib/toast";
import styles from "./toaster.module.scss";

const ICONS: Record<ToastIconName, LucideIcon> = {
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
