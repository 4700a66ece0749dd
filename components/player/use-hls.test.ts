import { act, renderHook } from "@testing-library/react";
import { useHls } from "./use-hls";

/** Stands in for hls.js: records what the player asks of it and lets a test fire its events. */
class FakeHls {
  static Events = {
    MANIFEST_PARSED: "manifestParsed",
    LEVEL_SWITCHED: "levelSwitched",
    AUDIO_TRACKS_UPDATED: "audioTracksUpdated",
    AUDIO_TRACK_SWITCHED: "audioTrackSwitched",
    ERROR: "error",
  };
  static ErrorTypes = { MEDIA_ERROR: "mediaError", NETWORK_ERROR: "networkError" };
  static made: FakeHls[] = [];
  calls: string[] = [];
  levels = [{ height: 360 }, { height: 1080 }, { height: 720 }];
  private handlers = new Map<string, ((event: string, data: unknown) => void)[]>();
  constructor(readonly config: unknown) {
    FakeHls.made.push(this);
  }
  on(event: string, handler: (event: string, data: unknown) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }
  emit(event: string, data: unknown) {
    act(() => this.handlers.get(event)?.forEach((handler) => handler(event, data)));
  }
  set currentLevel(index: number) {
    this.calls.push(`currentLevel ${index}`);
  }
  audioTrackNow = 0;
  get audioTrack() {
    return this.audioTrackNow;
  }
  set audioTrack(index: number) {
    this.calls.push(`audioTrack ${index}`);
    this.audioTrackNow = index;
  }
  loadSource(src: string) {
    this.calls.push(`loadSource ${src}`);
  }
  attachMedia() {
    this.calls.push("attachMedia");
  }
  recoverMediaError() {
    this.calls.push("recoverMediaError");
  }
  startLoad() {
    this.calls.push("startLoad");
  }
  destroy() {
    this.calls.push("destroy");
  }
}
jest.mock("hls.js", () => ({ __esModule: true, default: FakeHls }));

function setup(
  props: { src?: string; startAt?: number | null; pickAudio?: (tracks: readonly unknown[]) => number } = {},
) {
  const video = document.createElement("video");
  const videoRef = { current: video };
  const onPlayRefused = jest.fn();
  const { pickAudio } = props;
  const hook = renderHook(
    ({ src, startAt }: { src: string; startAt?: number | null }) =>
      useHls(videoRef, { src, startAt, onPlayRefused, pickAudio }),
    { initialProps: { src: props.src ?? "/media/a/master.m3u8", startAt: props.startAt } },
  );
  return { video, onPlayRefused, ...hook };
}

/** Lets the on-demand import of hls.js settle. */
const loaded = () => act(async () => {});

function withDuration(video: HTMLVideoElement, seconds: number) {
  Object.defineProperty(video, "duration", { configurable: true, value: seconds });
}

afterEach(() => {
  FakeHls.made = [];
  jest.restoreAllMocks();
  delete (window as { MediaSource?: unknown }).MediaSource;
});

describe("useHls without Media Source Extensions", () => {
  it("fails as unsupported when the browser has no HLS either, and stays so on retry", () => {
    const { result } = setup();
    expect(result.current.failure).toBe("unsupported");
    act(() => result.current.retry());
    expect(result.current.failure).toBe("unsupported");
    expect(FakeHls.made).toHaveLength(0);
  });

  it("plays native HLS from the element itself and resumes at the saved position", async () => {
    jest.spyOn(HTMLMediaElement.prototype, "canPlayType").mockReturnValue("maybe");
    const play = jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const { video, result, unmount } = setup({ startAt: 42 });
    expect(video.getAttribute("src")).toBe("/media/a/master.m3u8");
    expect(play).toHaveBeenCalledTimes(1);
    expect(result.current.failure).toBeNull();
    withDuration(video, 600);
    video.dispatchEvent(new Event("loadedmetadata"));
    expect(video.currentTime).toBe(42);
    unmount();
    expect(video.hasAttribute("src")).toBe(false);
  });

  it("says when the browser refuses to start playing", async () => {
    jest.spyOn(HTMLMediaElement.prototype, "canPlayType").mockReturnValue("maybe");
    jest.spyOn(HTMLMediaElement.prototype, "play").mockRejectedValue(new DOMException("", "NotAllowedError"));
    const { onPlayRefused } = setup();
    await loaded();
    expect(onPlayRefused).toHaveBeenCalledTimes(1);
  });

  it("reports a media error of the element itself", () => {
    jest.spyOn(HTMLMediaElement.prototype, "canPlayType").mockReturnValue("maybe");
    const { result } = setup();
    act(() => result.current.mediaEvents.onError());
    expect(result.current.failure).toBe("media");
    act(() => result.current.retry());
    expect(result.current.failure).toBeNull();
  });
});

describe("useHls with hls.js", () => {
  beforeEach(() => Object.assign(window, { MediaSource: function MediaSource() {} }));

  it("loads hls.js on demand, offers the levels highest first and starts playing", async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const { result } = setup();
    expect(result.current.waiting).toBe(true);
    await loaded();
    const hls = FakeHls.made[0]!;
    expect(hls.config).toEqual({ capLevelToPlayerSize: true, startPosition: -1 });
    expect(hls.calls).toEqual(["loadSource /media/a/master.m3u8", "attachMedia"]);
    hls.emit("manifestParsed", { levels: hls.levels });
    expect(result.current.levels).toEqual([
      { index: 1, height: 1080 },
      { index: 2, height: 720 },
      { index: 0, height: 360 },
    ]);
    expect(play).toHaveBeenCalledTimes(1);
    act(() => result.current.mediaEvents.onCanPlay());
    expect(result.current.waiting).toBe(false);
    act(() => result.current.mediaEvents.onWaiting());
    expect(result.current.waiting).toBe(true);
  });

  it("follows automatic quality and hands a chosen level to hls.js", async () => {
    const { result } = setup();
    await loaded();
    const hls = FakeHls.made[0]!;
    hls.emit("levelSwitched", { level: 2 });
    expect(result.current.autoHeight).toBe(720);
    act(() => result.current.chooseLevel(1));
    expect(result.current.level).toBe(1);
    expect(hls.calls).toContain("currentLevel 1");
  });

  it("starts with the sound the player picks from the playlist's, and hands a chosen one to hls.js", async () => {
    const pickAudio = jest.fn(() => 1);
    const { result } = setup({ pickAudio });
    await loaded();
    const hls = FakeHls.made[0]!;
    hls.emit("audioTracksUpdated", {
      audioTracks: [
        { name: "Original", lang: "ko" },
        { name: "Lồng tiếng", lang: "vi" },
      ],
    });
    const tracks = [
      { name: "Original", language: "ko" },
      { name: "Lồng tiếng", language: "vi" },
    ];
    expect(pickAudio).toHaveBeenCalledWith(tracks);
    expect(result.current.audioTracks).toEqual(tracks);
    expect(hls.calls).toContain("audioTrack 1");
    hls.emit("audioTrackSwitched", { id: 1 });
    expect(result.current.audioTrack).toBe(1);
    act(() => result.current.chooseAudio(0));
    expect(hls.calls.at(-1)).toBe("audioTrack 0");
    expect(result.current.audioTrack).toBe(0);
  });

  it("resumes once, from the position known when the source was attached", async () => {
    const { video, rerender } = setup({ startAt: 30 });
    await loaded();
    rerender({ src: "/media/a/master.m3u8", startAt: 90 });
    withDuration(video, 600);
    video.dispatchEvent(new Event("loadedmetadata"));
    expect(video.currentTime).toBe(30);
    video.currentTime = 5;
    video.dispatchEvent(new Event("loadedmetadata"));
    expect(video.currentTime).toBe(5);
  });

  it("recovers once from each kind of error, then fails; a retry attaches afresh", async () => {
    const { result } = setup();
    await loaded();
    const hls = FakeHls.made[0]!;
    hls.emit("error", { fatal: false, type: "mediaError" });
    hls.emit("error", { fatal: true, type: "mediaError" });
    hls.emit("error", { fatal: true, type: "networkError", details: "fragLoadError" });
    expect(hls.calls.slice(2)).toEqual(["recoverMediaError", "startLoad"]);
    expect(result.current.failure).toBeNull();
    hls.emit("error", { fatal: true, type: "networkError", details: "fragLoadError" });
    expect(result.current.failure).toBe("network");
    expect(hls.calls.at(-1)).toBe("destroy");

    act(() => result.current.retry());
    expect(result.current.failure).toBeNull();
    expect(result.current.waiting).toBe(true);
    await loaded();
    const again = FakeHls.made[1]!;
    again.emit("error", { fatal: true, type: "networkError", details: "manifestLoadError" });
    expect(again.calls).not.toContain("startLoad");
    expect(result.current.failure).toBe("network");
  });

  it("leaves the element's own errors to hls.js while it is attached", async () => {
    const { result } = setup();
    await loaded();
    act(() => result.current.mediaEvents.onError());
    expect(result.current.failure).toBeNull();
  });

  it("tears hls.js down when the source changes and when the player goes", async () => {
    const { video, rerender, unmount } = setup();
    await loaded();
    rerender({ src: "/media/b/master.m3u8", startAt: null });
    expect(FakeHls.made[0]!.calls.at(-1)).toBe("destroy");
    await loaded();
    expect(FakeHls.made[1]!.calls).toEqual(["loadSource /media/b/master.m3u8", "attachMedia"]);
    unmount();
    expect(FakeHls.made[1]!.calls.at(-1)).toBe("destroy");
    expect(video.hasAttribute("src")).toBe(false);
  });

  it("does not attach when the player went before hls.js arrived", async () => {
    const { unmount } = setup();
    unmount();
    await loaded();
    expect(FakeHls.made).toHaveLength(0);
  });
});
