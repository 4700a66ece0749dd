"use client";

import { createContext, useContext, useSyncExternalStore } from "react";
import type { Subtitle } from "@/lib/contract/catalogue";
import { DEFAULT_PREFERENCES, type PlayerPreferences, type SubtitleChoice } from "@/lib/player/preferences";
import type { StoryboardTile } from "@/lib/player/storyboard";
import type { Level } from "./use-hls";

/** Everything the player's controls, menus and extensions read, in one snapshot. */
export type PlayerState = {
  playing: boolean;
  /** The video cannot play (./playback-failure.tsx says why). */
  failed: boolean;
  time: number;
  duration: number;
  /** The end of the last buffered range, in seconds. */
  buffered: number;
  /** Where a keyboard seek just landed, previewed over the seek bar for a while; null otherwise. */
  keyboardAt: number | null;
  /** What the live region last said. */
  announcement: string;
  /** The viewer's remembered choices (usePlayerPreferences). */
  prefs: PlayerPreferences;
  subtitles: readonly Subtitle[];
  /** The subtitles showing ("off" when none of the media's do). */
  subtitle: SubtitleChoice;
  /** Quality: the levels, highest first; the chosen index (-1 automatic); automatic's current height. */
  levels: readonly Level[];
  level: number;
  autoHeight: number | null;
  /** The sounds to choose from, named in the viewer's language (none or one: no choice), and the one playing. */
  audioTracks: readonly string[];
  audioTrack: number;
  /** The media marks a recap, intro or credits. */
  hasSegments: boolean;
  tiles: readonly StoryboardTile[];
  fullscreen: boolean;
  /** Another screen can take the video (AirPlay, Cast). */
  canCast: boolean;
  settingsOpen: boolean;
  /** The dialog over the stage: "help" (the shortcut list), an extension's id, or none. */
  dialog: string | null;
};

/** What the controls, the keyboard, the lock screen and extensions can do to the player. */
export type PlayerActions = {
  togglePlay(): void;
  play(): void;
  pause(): void;
  seekTo(to: number): void;
  /** Seconds, negative back; previewed over the seek bar and said aloud. */
  seekBy(by: number): void;
  previewKeyboardSeek(to: number): void;
  setVolume(volume: number): void;
  toggleMute(): void;
  chooseLevel(index: number): void;
  /** One of `audioTracks`: played, remembered and said aloud. */
  chooseAudio(index: number): void;
  /** The first subtitles, or the second ones shown above them; said aloud either way. */
  chooseSubtitles(choice: SubtitleChoice, which?: "subtitles" | "secondSubtitles"): void;
  /** The captions button and `c`: the next of off and the media's languages. */
  cycleSubtitles(): void;
  setPreference<K extends "rate" | "muted" | "autoSkip" | "captionSize" | "captionBackground">(
    key: K,
    value: PlayerPreferences[K],
  ): void;
  toggleFullscreen(): void;
  togglePictureInPicture(): void;
  cast(): void;
  toggleSettings(): void;
  /** Opens the dialog `name` ("help" or an extension's id), closing any other; closes it if open. */
  toggleDialog(name: string): void;
  /** The dialog's own close button: focus goes back to the button that opened it. */
  closeDialog(): void;
  /** Escape: every panel closes; `from`, the element the key came from, decides where focus goes. */
  closePanels(from: Element | null): void;
};

export type PlayerStore = {
  getState(): PlayerState;
  /** Merges `patch`; subscribers hear of it only when a value changed. */
  setState(patch: Partial<PlayerState>): void;
  subscribe(listener: () => void): () => void;
  actions: PlayerActions;
};

export const INITIAL_PLAYER_STATE: PlayerState = {
  playing: false,
  failed: false,
  time: 0,
  duration: Number.NaN,
  buffered: 0,
  keyboardAt: null,
  announcement: "",
  prefs: DEFAULT_PREFERENCES,
  subtitles: [],
  subtitle: "off",
  levels: [],
  level: -1,
  audioTracks: [],
  audioTrack: 0,
  autoHeight: null,
  hasSegments: false,
  tiles: [],
  fullscreen: false,
  canCast: false,
  settingsOpen: false,
  dialog: null,
};

/**
 * The player's one store (issue #34): a plain external store, read with useSyncExternalStore, so a
 * control re-renders only when what it selects changes (the time ticks without redrawing the menu).
 */
export function createPlayerStore(initial: PlayerState, actions: PlayerActions): PlayerStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(patch) {
      const changed = (Object.keys(patch) as (keyof PlayerState)[]).some(
        (key) => !Object.is(state[key], patch[key]),
      );
      if (!changed) return;
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    actions,
  };
}

const PlayerContext = createContext<PlayerStore | null>(null);
export const PlayerProvider = PlayerContext.Provider;

export function usePlayerStore(): PlayerStore {
  const store = useContext(PlayerContext);
  if (!store) throw new Error("A player control outside its player (PlayerProvider)");
  return store;
}

/** One value of the player's state; `select` must return a value of the state, not a new object. */
export function usePlayerState<T>(select: (state: PlayerState) => T): T {
  const store = usePlayerStore();
  const read = () => select(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}

export function usePlayerActions(): PlayerActions {
  return usePlayerStore().actions;
}
