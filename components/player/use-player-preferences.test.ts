import { act, renderHook } from "@testing-library/react";
import { PLAYER_STORAGE_KEYS } from "@/lib/player/preferences";
import { CHOSEN_PREFERENCES, saveAll } from "@/lib/player/test-preferences";
import { usePlayerPreferences } from "./use-player-preferences";

function setup() {
  const video = document.createElement("video");
  const videoRef = { current: video };
  const hook = renderHook(() => usePlayerPreferences(videoRef));
  return { video, ...hook };
}

beforeEach(() => window.localStorage.clear());

describe("usePlayerPreferences", () => {
  it("starts from the saved choices and applies them to the element", () => {
    saveAll(window.localStorage, CHOSEN_PREFERENCES);
    const { video, result } = setup();
    expect(result.current.prefs).toEqual(CHOSEN_PREFERENCES);
    expect([video.playbackRate, video.defaultPlaybackRate, video.volume, video.muted]).toEqual([
      1.5,
      1.5,
      0.4,
      true,
    ]);
  });

  it("saves each change and applies it at once", () => {
    const { video, result } = setup();
    act(() => result.current.update("rate", 0.75));
    act(() => result.current.update("subtitles", "en"));
    act(() => result.current.update("captionSize", "xlarge"));
    expect(video.playbackRate).toBe(0.75);
    expect(window.localStorage.getItem(PLAYER_STORAGE_KEYS.rate)).toBe("0.75");
    expect(window.localStorage.getItem(PLAYER_STORAGE_KEYS.subtitles)).toBe("en");
    expect(window.localStorage.getItem(PLAYER_STORAGE_KEYS.captionSize)).toBe("xlarge");
  });

  it("keeps the volume within 0–1 to the hundredth, and unmutes for a volume above 0", () => {
    const { video, result } = setup();
    act(() => result.current.update("muted", true));
    let set = NaN;
    act(() => void (set = result.current.setVolume(0)));
    expect(set).toBe(0);
    expect(result.current.prefs.muted).toBe(true);
    act(() => void (set = result.current.setVolume(0.30000000000000004)));
    expect(set).toBe(0.3);
    expect(result.current.prefs.muted).toBe(false);
    expect(video.muted).toBe(false);
    act(() => void (set = result.current.setVolume(1.1)));
    expect(set).toBe(1);
    expect(window.localStorage.getItem(PLAYER_STORAGE_KEYS.volume)).toBe("1");
  });

  it("still works for this visit when storage is blocked", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("", "QuotaExceededError");
    });
    const { result } = setup();
    act(() => result.current.update("rate", 2));
    expect(result.current.prefs.rate).toBe(2);
    jest.restoreAllMocks();
  });
});
