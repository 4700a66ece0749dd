"use client";

import type { ReactNode, Ref } from "react";
import clsx from "clsx";
import styles from "./control-bar.module.scss";

/** A button that opens and closes one of the player's panels, saying whether it is open. */
export function PanelToggle({
  buttonRef,
  open,
  controls,
  label,
  onToggle,
  className,
  children,
}: {
  buttonRef: Ref<HTMLButtonElement>;
  open: boolean;
  controls: string | undefined;
  label: string;
  onToggle: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={clsx(styles.control, className)}
      onClick={onToggle}
      aria-label={label}
      aria-expanded={open}
      aria-controls={controls}
    >
      {children}
    </button>
  );
}
