import fc from "fast-check";
import {
  DEFAULT_PREFERENCES,
  loadPreferences,
  parseRate,
  parseSubtitles,
  PLAYBACK_RATES,
  PLAYER_STORAGE_KEYS,
  savePreference,
  stepRate,
} from "./preferences";
import { CHOSEN_PREFERENCES, saveAll } from "./test-preferences";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe("player preferences", () => {
  it("remember the subtitle languages and look, speed, volume, mute and automatic skipping across visits", () => {
    const storage = memoryStorage();
    saveAll(storage, CHOSEN_PREFERENCES);
    expect(loadPreferences(storage)).toEqual(CHOSEN_PREFERENCES);
  });

  it("fall back to the defaults for anything stored that is not offered", () => {
    const storage = memoryStorage({
      [PLAYER_STORAGE_KEYS.subtitles]: "fr",
      [PLAYER_STORAGE_KEYS.rate]: "16",
      [PLAYER_STORAGE_KEYS.volume]: "loud",
      [PLAYER_STORAGE_KEYS.secondSubtitles]: "de",
      [PLAYER_STORAGE_KEYS.captionSize]: "99px",
    });
    expect(loadPreferences(storage)).toEqual(DEFAULT_PREFERENCES);
    expect(parseRate("0.5")).toBe(0.5);
    expect(parseRate("")).toBe(1);
    expect(parseSubtitles("off")).toBe("off");
  });

  it("tell subtitles never chosen (null: each title decides) from subtitles turned off", () => {
    expect(loadPreferences(memoryStorage()).subtitles).toBeNull();
    const storage = memoryStorage();
    savePreference(storage, "subtitles", "off");
    expect(loadPreferences(storage).subtitles).toBe("off");
    expect(loadPreferences(storage).secondSubtitles).toBe("off");
  });

  it("survive storage that throws (blocked cookies, private mode)", () => {
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(loadPreferences(throwing)).toEqual(DEFAULT_PREFERENCES);
    expect(() => savePreference(throwing, "rate", 2)).not.toThrow();
    expect(loadPreferences(null)).toEqual(DEFAULT_PREFERENCES);
  });

  it("step the speed through 0.5–2× and stop at the ends", () => {
    expect(stepRate(1, 1)).toBe(1.25);
    expect(stepRate(1, -1)).toBe(0.75);
    expect(stepRate(2, 1)).toBe(2);
    expect(stepRate(0.5, -1)).toBe(0.5);
    fc.assert(
      fc.property(fc.double(), fc.constantFrom<1 | -1>(1, -1), (rate, dir) => {
        expect(PLAYBACK_RATES).toContain(stepRate(rate, dir));
      }),
    );
  });
});
