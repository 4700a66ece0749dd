import { parseAudioChoice, type AudioChoice } from "./audio-tracks";
import {
  parseCaptionBackground,
  parseCaptionSize,
  type CaptionBackground,
  type CaptionSize,
} from "./captions";

/** What the player remembers between visits (local storage, this browser only). */
export const PLAYER_STORAGE_KEYS = {
  subtitles: "cineva_player_subtitles",
  rate: "cineva_player_rate",
  volume: "cineva_player_volume",
  muted: "cineva_player_muted",
  autoSkip: "cineva_player_autoskip",
  secondSubtitles: "cineva_player_subtitles2",
  captionSize: "cineva_player_caption_size",
  captionBackground: "cineva_player_caption_background",
  audio: "cineva_player_audio",
} as const;

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const DEFAULT_RATE = 1;

export const SUBTITLE_CHOICES = ["en", "vi", "off"] as const;
export type SubtitleChoice = (typeof SUBTITLE_CHOICES)[number];

export interface PlayerPreferences {
  /** Null until the viewer chooses: then each title starts as lib/player/subtitle-choice says. */
  subtitles: SubtitleChoice | null;
  rate: number;
  /** 0–1. */
  volume: number;
  muted: boolean;
  /** Skip recaps and intros without asking (lib/player/segments). */
  autoSkip: boolean;
  /** Shown above `subtitles` while those show (lib/player/captions); never the same language. */
  secondSubtitles: SubtitleChoice;
  captionSize: CaptionSize;
  captionBackground: CaptionBackground;
  /** Null until the viewer chooses a sound: then each title starts as lib/player/audio-tracks says. */
  audio: AudioChoice | null;
}

export const DEFAULT_PREFERENCES: PlayerPreferences = {
  subtitles: null,
  rate: DEFAULT_RATE,
  volume: 1,
  muted: false,
  autoSkip: false,
  secondSubtitles: "off",
  captionSize: "medium",
  captionBackground: "shadow",
  audio: null,
};

/** A stored speed is used only when it is one of the offered ones. */
export function parseRate(raw: string | null | undefined): number {
  const value = Number(raw);
  return (PLAYBACK_RATES as readonly number[]).includes(value) ? value : DEFAULT_RATE;
}

/** A stored subtitle choice, or null for none (or none offered). */
export function parseSubtitles(raw: string | null | undefined): SubtitleChoice | null {
  return (SUBTITLE_CHOICES as readonly string[]).includes(raw ?? "") ? (raw as SubtitleChoice) : null;
}

export function parseVolume(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || raw.trim() === "") return DEFAULT_PREFERENCES.volume;
  const value = Number(raw);
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : DEFAULT_PREFERENCES.volume;
}

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/** Reads the saved choices; storage that throws (private mode, blocked) gives the defaults. */
export function loadPreferences(storage: Storage | null | undefined): PlayerPreferences {
  try {
    if (!storage) return DEFAULT_PREFERENCES;
    return {
      subtitles: parseSubtitles(storage.getItem(PLAYER_STORAGE_KEYS.subtitles)),
      rate: parseRate(storage.getItem(PLAYER_STORAGE_KEYS.rate)),
      volume: parseVolume(storage.getItem(PLAYER_STORAGE_KEYS.volume)),
      muted: storage.getItem(PLAYER_STORAGE_KEYS.muted) === "1",
      autoSkip: storage.getItem(PLAYER_STORAGE_KEYS.autoSkip) === "1",
      secondSubtitles:
        parseSubtitles(storage.getItem(PLAYER_STORAGE_KEYS.secondSubtitles)) ??
        DEFAULT_PREFERENCES.secondSubtitles,
      captionSize: parseCaptionSize(storage.getItem(PLAYER_STORAGE_KEYS.captionSize)),
      captionBackground: parseCaptionBackground(storage.getItem(PLAYER_STORAGE_KEYS.captionBackground)),
      audio: parseAudioChoice(storage.getItem(PLAYER_STORAGE_KEYS.audio)),
    };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export function savePreference<K extends keyof PlayerPreferences>(
  storage: Storage | null | undefined,
  key: K,
  value: PlayerPreferences[K],
): void {
  try {
    const text = typeof value === "boolean" ? (value ? "1" : "0") : String(value);
    storage?.setItem(PLAYER_STORAGE_KEYS[key], text);
  } catch {
    // Storage full or blocked: the choice lasts for this visit only.
  }
}

/** The next speed up or down the offered list (the ends stay put). */
export function stepRate(current: number, direction: 1 | -1): number {
  const rates = PLAYBACK_RATES as readonly number[];
  const index = rates.indexOf(current);
  const from = index === -1 ? rates.indexOf(DEFAULT_RATE) : index;
  return rates[Math.min(rates.length - 1, Math.max(0, from + direction))]!;
}
