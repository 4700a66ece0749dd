"use client";

import { useEffect, useId, useRef, useState } from "react";

/**
 * The player's panels, the settings menu, the shortcut list and "continue on another device", with
 * their buttons: an opened panel takes focus (the settings on their first choice, the others on
 * themselves; the handoff, loaded when opened, takes it as it mounts), and focus inside a closing
 * panel goes back to the button that opened it. One dialog
 * at a time: opening the shortcut list or the handoff closes the other.
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
  const handoffId = useId();
  const [handoffOpen, setHandoffOpen] = useState(false);
  const handoffRef = useRef<HTMLDivElement>(null);
  const handoffButtonRef = useRef<HTMLButtonElement>(null);

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
    /** Any panel shows: Escape is theirs, and nothing else goes over them. */
    anyOpen: settingsOpen || helpOpen || handoffOpen,
    settingsRef,
    settingsButtonRef,
    helpRef,
    helpButtonRef,
    toggleSettings: () => setSettingsOpen((open) => !open),
    toggleHelp() {
      setHandoffOpen(false);
      setHelpOpen((open) => !open);
    },
    /** The handoff's title id (the dialog's is `${handoffId}-dialog`). */
    handoffId,
    handoffOpen,
    handoffRef,
    handoffButtonRef,
    toggleHandoff() {
      setHelpOpen(false);
      setHandoffOpen((open) => !open);
    },
    closeHandoff() {
      setHandoffOpen(false);
      handoffButtonRef.current?.focus();
    },
    /** The shortcut list's own close button. */
    closeHelp() {
      setHelpOpen(false);
      helpButtonRef.current?.focus();
    },
    /** Escape: every panel closes; `from`, the element the key came from, decides where focus goes. */
    closePanels(from: Element | null) {
      if (settingsOpen && settingsRef.current?.contains(from)) settingsButtonRef.current?.focus();
      else if (helpOpen && helpRef.current?.contains(from)) helpButtonRef.current?.focus();
      else if (handoffOpen && handoffRef.current?.contains(from)) handoffButtonRef.current?.focus();
      setHelpOpen(false);
      setSettingsOpen(false);
      setHandoffOpen(false);
    },
  };
}

export type PlayerPanels = ReturnType<typeof usePlayerPanels>;
