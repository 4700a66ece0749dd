"use client";

import type { ReactNode, RefObject } from "react";
import { useTranslations } from "next-intl";
import { X } from "@/components/ui/icons";
import controlStyles from "./control-bar.module.scss";
import styles from "./dialog.module.scss";

/**
 * A dialog over the player's stage (the shortcut list, "continue on another device"): titled by the
 * heading `id` (the dialog itself is `${id}-dialog`, what its button controls), with a close button;
 * focusable, so it can take focus when it opens (usePlayerPanels).
 */
export function PlayerDialog({
  id,
  panelRef,
  title,
  onClose,
  children,
}: {
  id: string;
  panelRef: RefObject<HTMLDivElement | null>;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useTranslations("player");
  return (
    <div
      ref={panelRef}
      id={`${id}-dialog`}
      className={styles.help}
      role="dialog"
      aria-labelledby={id}
      tabIndex={-1}
    >
      <div className={styles.helpHead}>
        <h3 id={id}>{title}</h3>
        <button type="button" className={controlStyles.control} onClick={onClose} aria-label={t("close")}>
          <X aria-hidden="true" size={18} />
        </button>
      </div>
      {children}
    </div>
  );
}
