"use client";

import type { RefObject } from "react";
import { X } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { SHORTCUT_LIST } from "@/lib/player/shortcuts";
import styles from "./player.module.scss";

/** The list of the player's keyboard shortcuts (opened with ? or its button), as a dialog titled `id`. */
export function ShortcutHelp({
  id,
  panelRef,
  onClose,
}: {
  /** The title's id; the dialog itself is `${id}-dialog`. */
  id: string;
  panelRef: RefObject<HTMLDivElement | null>;
  onClose: () => void;
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
        <h3 id={id}>{t("shortcuts.title")}</h3>
        <button type="button" className={styles.control} onClick={onClose} aria-label={t("close")}>
          <X aria-hidden="true" size={18} />
        </button>
      </div>
      <dl className={styles.helpList}>
        {SHORTCUT_LIST.map((item) => (
          <div key={item.action} className={styles.helpItem}>
            <dt>
              {item.keys.map((key) => (
                <kbd key={key}>{key}</kbd>
              ))}
            </dt>
            <dd>{t(`shortcuts.${item.action}`)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
