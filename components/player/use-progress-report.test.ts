import { act, renderHook } from "@testing-library/react";
import { SAVE_INTERVAL_MS } from "@/lib/player/saving";
import { useProgressReport, type ProgressListener } from "./use-progress-report";

function setup(playing: boolean, at = 0) {
  const video = document.createElement("video");
  video.currentTime = at;
  Object.defineProperty(video, "duration", { configurable: true, value: 600 });
  const videoRef = { current: video };
  const listener = jest.fn<void, Parameters<ProgressListener>>();
  const hook = renderHook(({ playing, onProgress }) => useProgressReport(videoRef, playing, onProgress), {
    initialProps: { playing, onProgress: listener as ProgressListener },
  });
  return { video, listener, ...hook };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("useProgressReport", () => {
  it("reports every SAVE_INTERVAL_MS while playing, and not while paused", () => {
    const { listener, rerender } = setup(true, 12);
    act(() => jest.advanceTimersByTime(SAVE_INTERVAL_MS));
    expect(listener).toHaveBeenLastCalledWith(12, 600, false);
    rerender({ playing: false, onProgress: listener });
    act(() => jest.advanceTimersByTime(SAVE_INTERVAL_MS * 3));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("reports as leaving when the page is hidden or left, and when the player goes", () => {
    const { listener, unmount } = setup(false, 30);
    act(() => void window.dispatchEvent(new Event("pagehide")));
    expect(listener).toHaveBeenLastCalledWith(30, 600, true);
    const visibility = jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(listener).toHaveBeenCalledTimes(2);
    visibility.mockRestore();
    unmount();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(listener).toHaveBeenLastCalledWith(30, 600, true);
  });

  it("reports nothing before playback has moved", () => {
    const { listener, result, unmount } = setup(true, 0);
    act(() => jest.advanceTimersByTime(SAVE_INTERVAL_MS));
    act(() => result.current(false));
    unmount();
    expect(listener).not.toHaveBeenCalled();
  });

  it("calls the newest listener without restarting its timer", () => {
    const { listener, rerender } = setup(true, 8);
    act(() => jest.advanceTimersByTime(SAVE_INTERVAL_MS / 2));
    const newer = jest.fn();
    rerender({ playing: true, onProgress: newer });
    act(() => jest.advanceTimersByTime(SAVE_INTERVAL_MS / 2));
    expect(newer).toHaveBeenCalledWith(8, 600, false);
    expect(listener).not.toHaveBeenCalled();
  });
});
