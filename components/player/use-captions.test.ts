import { act, renderHook } from "@testing-library/react";
import { useCaptions } from "./use-captions";

/** jsdom has no text tracks: stand-ins that hold cues and fire `cuechange` as a browser's do. */
class FakeTrack extends EventTarget {
  mode: TextTrackMode = "disabled";
  activeCues: { text: string; startTime: number }[] = [];
  constructor(readonly language: string) {
    super();
  }
  say(...texts: string[]) {
    this.activeCues = texts.map((text, index) => ({ text, startTime: index }));
    this.dispatchEvent(new Event("cuechange"));
  }
}

function setup(first: string, second: string) {
  const video = document.createElement("video");
  const tracks = { en: new FakeTrack("en"), vi: new FakeTrack("vi") };
  Object.defineProperty(video, "textTracks", { value: [tracks.en, tracks.vi] });
  const videoRef = { current: video };
  const hook = renderHook(({ a, b }) => useCaptions(videoRef, a, b), {
    initialProps: { a: first, b: second },
  });
  const modes = () => `en:${tracks.en.mode} vi:${tracks.vi.mode}`;
  return { video, tracks, modes, ...hook };
}

describe("useCaptions", () => {
  it("times both chosen tracks without the browser drawing them, and draws the second above the first", () => {
    const { tracks, modes, result } = setup("en", "vi");
    expect(modes()).toBe("en:hidden vi:hidden");
    act(() => tracks.en.say("A short demo clip."));
    act(() => tracks.vi.say("Một đoạn phim mẫu ngắn."));
    expect(result.current.blocks).toEqual([
      { lang: "vi", lines: ["Một đoạn phim mẫu ngắn."], second: true },
      { lang: "en", lines: ["A short demo clip."], second: false },
    ]);
    act(() => tracks.vi.say());
    expect(result.current.blocks.map((block) => block.lang)).toEqual(["en"]);
  });

  it("turns off the tracks no longer chosen, and draws nothing with subtitles off", () => {
    const { tracks, modes, result, rerender } = setup("en", "vi");
    act(() => tracks.en.say("Hello"));
    rerender({ a: "vi", b: "vi" });
    expect(modes()).toBe("en:disabled vi:hidden");
    rerender({ a: "off", b: "vi" });
    expect(modes()).toBe("en:disabled vi:disabled");
    expect(result.current.blocks).toEqual([]);
    // No longer listened to: a cue of a turned-off track draws nothing.
    act(() => tracks.en.say("Hello again"));
    expect(result.current.blocks).toEqual([]);
  });

  it("leaves the first language to the browser in picture-in-picture, and takes it back after", () => {
    const { video, tracks, modes, result } = setup("vi", "en");
    act(() => tracks.vi.say("Xin chào"));
    act(() => void video.dispatchEvent(new Event("enterpictureinpicture")));
    expect(modes()).toBe("en:disabled vi:showing");
    expect(result.current.blocks).toEqual([]);
    act(() => void video.dispatchEvent(new Event("leavepictureinpicture")));
    expect(modes()).toBe("en:hidden vi:hidden");
    expect(result.current.blocks).toEqual([{ lang: "vi", lines: ["Xin chào"], second: false }]);
  });
});
