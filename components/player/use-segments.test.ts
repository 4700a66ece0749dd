import { renderHook } from "@testing-library/react";
import type { PlaybackSegment } from "@/lib/player/segments";
import { useSegments } from "./use-segments";

const recap: PlaybackSegment = { kind: "recap", start_sec: 0, end_sec: 3 };
const intro: PlaybackSegment = { kind: "intro", start_sec: 3, end_sec: 12 };
const credits: PlaybackSegment = { kind: "credits", start_sec: 20, end_sec: 30 };
const segments = [recap, intro, credits];

function setup(
  initial: Partial<{ time: number; controlsShown: boolean; autoSkip: boolean; hasNext: boolean }>,
) {
  const seekTo = jest.fn();
  const onCredits = jest.fn();
  const view = renderHook(
    (props: { time: number; controlsShown: boolean; autoSkip: boolean; hasNext: boolean }) =>
      useSegments({ segments, duration: 30, seekTo, onCredits, ...props }),
    { initialProps: { time: 0, controlsShown: false, autoSkip: false, hasNext: false, ...initial } },
  );
  return { ...view, seekTo, onCredits };
}

describe("useSegments", () => {
  it("offers the segment playing, for 8 s of it, then only with the controls", () => {
    const { result, rerender } = setup({ time: 3.5 });
    expect(result.current.shown).toEqual(intro);
    rerender({ time: 11.4, controlsShown: false, autoSkip: false, hasNext: false });
    expect(result.current.shown).toEqual(intro);
    rerender({ time: 11.9, controlsShown: false, autoSkip: false, hasNext: false });
    expect(result.current.shown).toBeNull();
    // `s` still skips it.
    expect(result.current.skippable).toEqual(intro);
    rerender({ time: 11.9, controlsShown: true, autoSkip: false, hasNext: false });
    expect(result.current.shown).toEqual(intro);
    rerender({ time: 12, controlsShown: true, autoSkip: false, hasNext: false });
    expect(result.current.shown).toBeNull();
    expect(result.current.skippable).toBeNull();
  });

  it("waits for the media's duration before it offers or skips anything", () => {
    const seekTo = jest.fn();
    const { result } = renderHook(() =>
      useSegments({
        segments,
        time: 0,
        duration: Number.NaN,
        controlsShown: false,
        autoSkip: true,
        hasNext: false,
        seekTo,
      }),
    );
    expect(result.current.shown).toBeNull();
    expect(seekTo).not.toHaveBeenCalled();
  });

  it("skips to the segment's end when asked", () => {
    const { result, seekTo } = setup({ time: 1 });
    result.current.skip(result.current.shown!);
    expect(seekTo).toHaveBeenCalledWith(3, recap);
  });

  it("skips a recap and an intro at once when the viewer chose that, the first time only", () => {
    const { result, rerender, seekTo } = setup({ time: 0.2, autoSkip: true });
    expect(seekTo).toHaveBeenCalledWith(3, recap);
    expect(result.current.shown).toBeNull();
    rerender({ time: 3, controlsShown: false, autoSkip: true, hasNext: false });
    expect(seekTo).toHaveBeenLastCalledWith(12, intro);
    rerender({ time: 14, controlsShown: false, autoSkip: true, hasNext: false });
    // The viewer goes back to watch the intro: it plays, with the button.
    rerender({ time: 5, controlsShown: false, autoSkip: true, hasNext: false });
    expect(seekTo).toHaveBeenCalledTimes(2);
    expect(result.current.shown).toEqual(intro);
  });

  it("never skips credits unasked; an episode's credits start the countdown once", () => {
    const { result, rerender, seekTo, onCredits } = setup({ time: 21, autoSkip: true, hasNext: true });
    expect(onCredits).toHaveBeenCalledTimes(1);
    expect(result.current.shown).toBeNull();
    rerender({ time: 15, controlsShown: false, autoSkip: true, hasNext: true });
    rerender({ time: 22, controlsShown: false, autoSkip: true, hasNext: true });
    expect(onCredits).toHaveBeenCalledTimes(1);
    expect(seekTo).not.toHaveBeenCalledWith(30, credits);
  });

  it("offers to skip the credits when nothing follows", () => {
    const { result, onCredits } = setup({ time: 21, autoSkip: true, hasNext: false });
    expect(result.current.shown).toEqual(credits);
    expect(onCredits).not.toHaveBeenCalled();
  });
});
