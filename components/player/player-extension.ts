import type { ComponentType, Ref, RefObject } from "react";
import type { ProgressListener } from "./use-progress-report";

/**
 * How features from outside the player plug into it (issue #34): the page that composes the player
 * (components/watch/*) passes `extensions`, and the player knows none of them by name. Watch
 * history listens to `onProgress`, a series' next-episode countdown to `onCredits`, `onEnded` and
 * `onNext`; "continue on another device" brings a `panel`. Next: audio tracks and an offline source
 * come as media (./playable-media.ts) or a panel; a party's sync as a panel whose parts read the
 * state and call the actions of ./player-store.ts (usePlayerState, usePlayerActions).
 */
export type PlayerExtension = {
  /** Unique among a player's extensions: its panel's name (PlayerState.dialog). */
  id: string;
  /** Where the viewer is: every SAVE_INTERVAL_MS while playing, on pause and end, and on leaving. */
  onProgress?: ProgressListener;
  onEnded?: () => void;
  /** The credits begin: the extension takes them (a countdown) and the player offers no skip. */
  onCredits?: () => void;
  /** Plays what follows (the lock screen's and the media keys' "next"). */
  onNext?: () => void;
  /** A dialog over the stage behind a control-bar button, loaded with the player, not the page. */
  panel?: PanelSource;
};

/** The control-bar button of an extension's panel (./panel-toggle.tsx draws one). */
export type PanelButtonProps = {
  buttonRef: Ref<HTMLButtonElement>;
  open: boolean;
  /** The dialog's id while it shows (`${id}-dialog`). */
  controls: string | undefined;
  onToggle: () => void;
};

/** The dialog, titled `id` (./player-dialog.tsx), given the extension's `data`. */
export type PanelProps<D> = {
  id: string;
  panelRef: RefObject<HTMLDivElement | null>;
  onClose: () => void;
  data: D;
};

export type PanelModule<D> = { Button: ComponentType<PanelButtonProps>; Panel: ComponentType<PanelProps<D>> };

/** A panel's module and the data it is shown with, paired by panelSource so their types agree. */
export type PanelSource = { load: () => Promise<PanelModule<unknown>>; data: unknown };

/** `load` must be one function for the page's life (declared at module level): its promise is kept. */
export function panelSource<D>(load: () => Promise<PanelModule<D>>, data: D): PanelSource {
  return { load: load as () => Promise<PanelModule<unknown>>, data };
}

type Tracked<T> = Promise<T> & { status?: "fulfilled"; value?: T };
const loads = new WeakMap<() => Promise<PanelModule<unknown>>, Tracked<PanelModule<unknown>>>();

export function loadPanel(source: PanelSource): Tracked<PanelModule<unknown>> {
  let promise = loads.get(source.load);
  if (!promise) {
    const loading: Tracked<PanelModule<unknown>> = source.load();
    // Marked as React's `use` reads it: a module already here renders at once, without suspending.
    loading.then(
      (value) => Object.assign(loading, { status: "fulfilled", value }),
      () => undefined,
    );
    loads.set(source.load, loading);
    promise = loading;
  }
  return promise;
}

/** Starts loading the extensions' panels beside the player's own code (./watch-player.tsx). */
export function preloadPanels(extensions: readonly PlayerExtension[]) {
  for (const extension of extensions) if (extension.panel) void loadPanel(extension.panel);
}
