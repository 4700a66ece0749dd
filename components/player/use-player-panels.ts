"use client";

import { useEffect, useId, useRef, useState } from "react";

/**
 * The player's two panels, the settings menu and the shortcut list, with their buttons: an opened
 * panel takes focus (the settings on their first choice, the shortcut list on itself), and focus
 * inside a closing panel goes back to the button that opened it.
 */
export function usePlayerPanels() {
  const settingsId = useId();
  const helpId = useId();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const settingsRef = useRef<HTMLDivElement>(null);
  const settingsButtonRef = useRef<HTMLButtonElement>(null);
  const helpRef = useRef<HTMLDivElement>(null);
  const helpButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (settingsOpen) settingsRef.current?.querySelector("select")?.focus();
  }, [settingsOpen]);
  useEffect(() => {
    if (helpOpen) helpRef.current?.focus();
  }, [helpOpen]);

  return {
    settingsId,
    /** The shortcut list's title id (the dialog's is `${helpId}-dialog`). */
    helpId,
    settingsOpen,
    helpOpen,
    settingsRef,
    settingsButtonRef,
    helpRef,
    helpButtonRef,
    toggleSettings: () => setSettingsOpen((open) => !open),
    toggleHelp: () => setHelpOpen((open) => !open),
    /** The shortcut list's own close button. */
    closeHelp() {
      setHelpOpen(false);
      helpButtonRef.current?.focus();
    },
    /** Escape: both panels close; `from`, the element the key came from, decides where focus goes. */
    closePanels(from: Element | null) {
      if (settingsOpen && settingsRef.current?.contains(from)) settingsButtonRef.current?.focus();
      else if (helpOpen && helpRef.current?.contains(from)) helpButtonRef.current?.focus();
      setHelpOpen(false);
      setSettingsOpen(false);
    },
  };
}

export type PlayerPanels = ReturnType<typeof usePlayerPanels>;
