"use client";

import type { RefObject } from "react";
import { useTranslations } from "next-intl";
import { SHORTCUT_LIST } from "@/lib/player/shortcuts";
import { PlayerDialog } from "./player-dialog";
import styles from "./dialog.module.scss";

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
    <PlayerDialog id={id} panelRef={panelRef} title={t("shortcuts.title")} onClose={onClose}>
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
    </PlayerDialog>
  );
}
