import { mediaActions, PLATFORM_SEEK_SEC, positionState, type MediaControls } from "./media-session";

function controls(next = true) {
  const calls: string[] = [];
  const value: MediaControls = {
    play: () => calls.push("play"),
    pause: () => calls.push("pause"),
    seekBy: (by) => calls.push(`seekBy ${by}`),
    seekTo: (to) => calls.push(`seekTo ${to}`),
    next: next ? () => calls.push("next") : undefined,
  };
  return { value, calls };
}

describe("media session", () => {
  it("answers play, pause, the platform's seeks and the next episode", () => {
    const { value, calls } = controls();
    const actions = new Map(mediaActions(value));
    actions.get("play")!({});
    actions.get("pause")!({});
    actions.get("seekbackward")!({});
    actions.get("seekforward")!({ seekOffset: 30 });
    actions.get("seekto")!({ seekTime: 42.5 });
    actions.get("seekto")!({});
    actions.get("nexttrack")!({});
    expect(calls).toEqual([
      "play",
      "pause",
      `seekBy -${PLATFORM_SEEK_SEC}`,
      "seekBy 30",
      "seekTo 42.5",
      "next",
    ]);
    // No previous track: the platform hides that button.
    expect(actions.get("previoustrack")).toBeNull();
  });

  it("offers no next track when no episode follows", () => {
    const actions = new Map(mediaActions(controls(false).value));
    expect(actions.has("nexttrack")).toBe(true);
    expect(actions.get("nexttrack")).toBeNull();
  });

  it("gives a position only the platform accepts", () => {
    expect(positionState(12, 16, 1.5)).toEqual({ duration: 16, position: 12, playbackRate: 1.5 });
    expect(positionState(17, 16, 1)).toEqual({ duration: 16, position: 16, playbackRate: 1 });
    expect(positionState(-1, 16, 1)?.position).toBe(0);
    expect(positionState(3, Number.NaN, 1)).toBeNull();
    expect(positionState(3, 0, 1)).toBeNull();
    expect(positionState(3, Infinity, 1)).toBeNull();
    expect(positionState(3, 16, 0)).toBeNull();
  });
});
