"use client";

import type { ReactNode } from "react";

/**
 * The phone's "Filters" button, opening the filter sheet (a native <dialog>) as a modal: the page
 * behind turns inert, focus moves in, Escape closes it, focus comes back here. Browsers with invoker
 * commands open it from the markup alone, before any script runs; the click handler is for the others
 * (where both run, the command comes second, finds the dialog open and does nothing).
 */
export function FilterSheetButton({
  sheetId,
  className,
  children,
}: {
  sheetId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      command="show-modal"
      commandfor={sheetId}
      onClick={() => {
        const sheet = document.getElementById(sheetId);
        if (sheet instanceof HTMLDialogElement && !sheet.open) sheet.showModal();
      }}
    >
      {children}
    </button>
  );
}
