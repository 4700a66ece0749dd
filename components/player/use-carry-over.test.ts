import { act, renderHook } from "@testing-library/react";
import { LANGUAGE_SWITCH_EVENT } from "@/lib/i18n/language-switch";
import { carryOverFragment, playingNow } from "@/lib/player/carry-over";
import { CARRY_OVER_FRAGMENT } from "./events";
import { useCarryOver } from "./use-carry-over";

function playerAt(time: number, paused: boolean) {
  const video = document.createElement("video");
  Object.defineProperty(video, "currentTime", { value: time });
  Object.defineProperty(video, "paused", { value: paused });
  return { current: video };
}

beforeEach(() => window.history.replaceState(null, "", "/vi/movie/18/the-quiet-orbit?lang=vi"));

describe("useCarryOver", () => {
  it("writes where the video is, and whether it plays, into the address as the page switches language", () => {
    const { rerender } = renderHook(({ paused }) => useCarryOver(playerAt(9.54, paused)), {
      initialProps: { paused: false },
    });
    expect(window.location.hash).toBe("");
    act(() => void window.dispatchEvent(new Event(LANGUAGE_SWITCH_EVENT)));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      "/vi/movie/18/the-quiet-orbit?lang=vi#t=9.5",
    );
    rerender({ paused: true });
    act(() => void window.dispatchEvent(new Event(LANGUAGE_SWITCH_EVENT)));
    expect(window.location.hash).toBe("#t=9.5&paused");
  });

  it("hands the player of the page in the new language what the address carries, and takes it away", () => {
    window.history.replaceState({ kept: true }, "", "/en/movie/18/the-quiet-orbit#t=9.5&paused");
    const { result } = renderHook(() => useCarryOver(playerAt(0, true)));
    expect(result.current).toEqual({ time: 9.5, playing: false });
    expect(window.location.href).toMatch(/\/en\/movie\/18\/the-quiet-orbit$/);
    expect(window.history.state).toEqual({ kept: true });
  });

  it("writes what title pages look for on their first load", () => {
    for (const playing of [true, false])
      expect(carryOverFragment({ time: 5, playing }).startsWith(CARRY_OVER_FRAGMENT)).toBe(true);
  });

  it("carries nothing over from an address that only says to play now, and takes that away too", () => {
    window.history.replaceState(null, "", playingNow("/en/movie/18/the-quiet-orbit"));
    const { result } = renderHook(() => useCarryOver(playerAt(0, true)));
    // Nothing carried: the player starts from the saved position, as a press of Play does.
    expect(result.current).toBeNull();
    expect(window.location.href).toMatch(/\/en\/movie\/18\/the-quiet-orbit$/);
  });

  it("starts as usual from an address that carries nothing", () => {
    window.history.replaceState(null, "", "/en/movie/18/the-quiet-orbit#player");
    const { result } = renderHook(() => useCarryOver(playerAt(0, true)));
    expect(result.current).toBeNull();
    expect(window.location.hash).toBe("#player");
  });
});
