/** Test data only: the player's preferences as a viewer who changed every one of them left them. */
import { savePreference, type PlayerPreferences } from "./preferences";

/** A choice other than the default for each preference. */
export const CHOSEN_PREFERENCES: PlayerPreferences = {
  subtitles: "vi",
  rate: 1.5,
  volume: 0.4,
  muted: true,
  autoSkip: true,
  secondSubtitles: "en",
  captionSize: "large",
  captionBackground: "box",
  audio: "vi",
};

/** Saves each of `prefs` to `storage`, as the player saves a choice. */
export function saveAll(storage: Pick<Storage, "getItem" | "setItem">, prefs: PlayerPreferences): void {
  for (const key of Object.keys(prefs) as (keyof PlayerPreferences)[])
    savePreference(storage, key, prefs[key]);
}
