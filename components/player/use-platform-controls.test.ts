import { act, renderHook } from "@testing-library/react";
import { useMediaSession, useRemotePlayback } from "./use-platform-controls";

type Callback = (available: boolean) => void;

function videoWithRemote(remote: Partial<RemotePlayback>) {
  return { current: { remote } as unknown as HTMLVideoElement };
}

describe("useRemotePlayback", () => {
  it("offers another screen while the browser says one can take the video, and prompts for it", async () => {
    let report: Callback = () => {};
    const prompt = jest.fn(() => Promise.resolve());
    const cancel = jest.fn(() => Promise.resolve());
    const ref = videoWithRemote({
      watchAvailability: (callback: Callback) => {
        report = callback;
        return Promise.resolve(7);
      },
      cancelWatchAvailability: cancel,
      prompt,
    });
    const { result, unmount } = renderHook(() => useRemotePlayback(ref));
    expect(result.current.available).toBe(false);
    await act(async () => report(true));
    expect(result.current.available).toBe(true);
    result.current.prompt();
    expect(prompt).toHaveBeenCalledTimes(1);
    await act(async () => report(false));
    expect(result.current.available).toBe(false);
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it("offers nothing where the source cannot be sent or there is no API", async () => {
    const refused = videoWithRemote({
      watchAvailability: () => Promise.reject(new DOMException("MediaSource", "NotSupportedError")),
    });
    const { result } = renderHook(() => useRemotePlayback(refused));
    await act(async () => {});
    expect(result.current.available).toBe(false);
    const none = renderHook(() => useRemotePlayback({ current: {} as HTMLVideoElement }));
    expect(none.result.current.available).toBe(false);
  });
});

describe("useMediaSession", () => {
  const handlers = new Map<string, unknown>();
  const session = {
    metadata: null as unknown,
    playbackState: "none",
    setActionHandler: (action: string, handler: unknown) => handlers.set(action, handler),
    setPositionState: jest.fn(),
  };
  beforeAll(() => {
    Object.defineProperty(navigator, "mediaSession", { value: session, configurable: true });
    (globalThis as { MediaMetadata?: unknown }).MediaMetadata = class {
      constructor(readonly init: MediaMetadataInit) {}
    };
  });
  afterAll(() => {
    Reflect.deleteProperty(navigator, "mediaSession");
    Reflect.deleteProperty(globalThis, "MediaMetadata");
  });

  it("names the title on the platform's controls, follows play and pause, and answers its buttons", () => {
    const next = jest.fn();
    const seekBy = jest.fn();
    const props = {
      title: "Episode 2",
      artwork: "/images/still.webp",
      playing: true,
      time: 3.7,
      duration: 16,
      rate: 1,
      controls: { play: jest.fn(), pause: jest.fn(), seekBy, seekTo: jest.fn(), next },
    };
    const { rerender, unmount } = renderHook((p: typeof props) => useMediaSession(p), {
      initialProps: props,
    });
    expect((session.metadata as { init: MediaMetadataInit }).init).toMatchObject({
      title: "Episode 2",
      artwork: [{ src: "http://localhost/images/still.webp" }],
    });
    expect(session.playbackState).toBe("playing");
    expect(session.setPositionState).toHaveBeenLastCalledWith({ duration: 16, position: 3, playbackRate: 1 });
    (handlers.get("nexttrack") as () => void)();
    expect(next).toHaveBeenCalledTimes(1);
    (handlers.get("seekforward") as (d: object) => void)({});
    expect(seekBy).toHaveBeenCalledWith(10);

    rerender({ ...props, playing: false });
    expect(session.playbackState).toBe("paused");
    unmount();
    expect(session.metadata).toBeNull();
    expect(handlers.get("play")).toBeNull();
  });
});
