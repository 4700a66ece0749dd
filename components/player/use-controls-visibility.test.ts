import { act, renderHook } from "@testing-library/react";
import { HIDE_CONTROLS_MS, useControlsVisibility } from "./use-controls-visibility";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("useControlsVisibility", () => {
  it("shows the controls after activity and hides them after a quiet spell", () => {
    const { result } = renderHook(() => useControlsVisibility(false));
    expect(result.current.visible).toBe(true);
    act(() => result.current.wake());
    act(() => jest.advanceTimersByTime(HIDE_CONTROLS_MS - 1));
    expect(result.current.visible).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.visible).toBe(false);
  });

  it("starts the quiet spell again on each activity", () => {
    const { result } = renderHook(() => useControlsVisibility(false));
    act(() => result.current.wake());
    act(() => jest.advanceTimersByTime(HIDE_CONTROLS_MS - 100));
    act(() => result.current.wake());
    act(() => jest.advanceTimersByTime(HIDE_CONTROLS_MS - 100));
    expect(result.current.visible).toBe(true);
    act(() => jest.advanceTimersByTime(100));
    expect(result.current.visible).toBe(false);
    act(() => result.current.wake());
    expect(result.current.visible).toBe(true);
  });

  it("keeps them while pinned", () => {
    const { result, rerender } = renderHook(({ pinned }) => useControlsVisibility(pinned), {
      initialProps: { pinned: true },
    });
    act(() => result.current.wake());
    act(() => jest.advanceTimersByTime(HIDE_CONTROLS_MS));
    expect(result.current.visible).toBe(true);
    rerender({ pinned: false });
    expect(result.current.visible).toBe(false);
  });

  it("leaves no timer behind", () => {
    const { result, unmount } = renderHook(() => useControlsVisibility(false));
    act(() => result.current.wake());
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
