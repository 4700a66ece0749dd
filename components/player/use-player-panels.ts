"use client";

import { useEffect, useId, useRef, useSyncExternalStore, type RefObject } from "react";
import type { PlayerActions, PlayerStore } from "./player-store";

/** The panels' ids and elements, for the buttons that open them and the panels themselves. */
export type PlayerPanelRefs = {
  settingsId: string;
  settingsRef: RefObject<HTMLDivElement | null>;
  settingsButtonRef: RefObject<HTMLButtonElement | null>;
  /** The dialog's title id for `name` ("help" or an extension's id); the dialog's is `${…}-dialog`. */
  dialogId(name: string): string;
  /** Whichever dialog shows: one at a time. */
  dialogRef: RefObject<HTMLDivElement | null>;
  /** The button that opens the dialog `name`, where focus goes back when it closes. */
  dialogButtonRef(name: string): (button: HTMLButtonElement | null) => void;
};

type PanelActions = Pick<PlayerActions, "toggleSettings" | "toggleDialog" | "closeDialog" | "closePanels">;

/**
 * The player's panels, the settings menu and one dialog at a time (the shortcut list or an
 * extension's, such as "continue on another device"), open or closed in the store: an opened panel
 * takes focus (the settings on their first choice, a dialog on itself; one loaded when opened takes
 * it as it mounts), and focus inside a closing panel goes back to the button that opened it.
 */
export function usePlayerPanels(store: PlayerStore): { refs: PlayerPanelRefs; actions: PanelActions } {
  const baseId = useId();
  const settingsRef = useRef<HTMLDivElement>(null);
  const settingsButtonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const settingsOpen = useSyncExternalStore(store.subscribe, () => store.getState().settingsOpen);
  const dialog = useSyncExternalStore(store.subscribe, () => store.getState().dialog);

  useEffect(() => {
    if (settingsOpen) settingsRef.current?.querySelector("select")?.focus();
  }, [settingsOpen]);
  useEffect(() => {
    if (dialog) dialogRef.current?.focus();
  }, [dialog]);

  const focusButton = (name: string | null) => (name ? buttons.current.get(name)?.focus() : undefined);
  return {
    refs: {
      settingsId: `${baseId}settings`,
      settingsRef,
      settingsButtonRef,
      dialogId: (name) => `${baseId}${name}`,
      dialogRef,
      dialogButtonRef: (name) => (button) => {
        if (button) buttons.current.set(name, button);
        else buttons.current.delete(name);
      },
    },
    actions: {
      toggleSettings: () => store.setState({ settingsOpen: !store.getState().settingsOpen }),
      toggleDialog: (name) => store.setState({ dialog: store.getState().dialog === name ? null : name }),
      closeDialog() {
        const open = store.getState().dialog;
        store.setState({ dialog: null });
        focusButton(open);
      },
      closePanels(from) {
        const { settingsOpen: settings, dialog: open } = store.getState();
        if (settings && settingsRef.current?.contains(from)) settingsButtonRef.current?.focus();
        else if (open && dialogRef.current?.contains(from)) focusButton(open);
        store.setState({ settingsOpen: false, dialog: null });
      },
    },
  };
}
