"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { X } from "@/components/ui/icons";
import styles from "./modal.module.scss";

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** Optional text under the title, announced as the dialog's description. */
  description?: string;
};

/**
 * The modal wrapper (product §2.5). Built on the native <dialog> opened with showModal(): the rest of the
 * page becomes inert (focus and screen readers stay inside), Escape closes it, and focus returns to
 * whatever opened it. Labelled by its title.
 */
export function Modal({ open, onClose, title, closeLabel, description, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus?.();
      };
    }
  }, [open]);

  // A click on the backdrop closes it; Escape (onCancel) is the keyboard's way to do the same.
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={(event) => {
        // Tab wraps around inside the dialog instead of leaving the page for the browser's own UI.
        if (event.key !== "Tab") return;
        const stops = tabStops(event.currentTarget);
        const first = stops[0];
        const last = stops.at(-1);
        if (!first || !last) return;
        const at = document.activeElement;
        if (event.shiftKey ? at === first || at === event.currentTarget : at === last) {
          event.preventDefault();
          (event.shiftKey ? last : first).focus();
        }
      }}
      onCancel={(event) => {
        // Escape: let React state decide, so the dialog and its owner never disagree.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className={styles.panel}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
              <X aria-hidden="true" size={20} />
            </button>
          </div>
          {description ? (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          ) : null}
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab visits inside the dialog, in order (visible ones only). */
function tabStops(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
  );
}
