import { PlaybackSchema } from "@/lib/contract/studio-playback";
import { playbackBody, playbackFieldOf, playbackValues } from "./playback-fields";

const FILM = {
  media: "clips/harbour/master.m3u8",
  storyboard: "clips/harbour/storyboard.vtt",
  subtitles: [{ lang: "vi" as const, path: "clips/harbour/subs.vi.vtt" }],
  segments: [
    { kind: "intro" as const, start_sec: 0, end_sec: 5 },
    { kind: "credits" as const, start_sec: 12, end_sec: 16 },
  ],
};

describe("a film's media fields", () => {
  it("show what it has and leave the rest empty", () => {
    expect(playbackValues(FILM)).toEqual({
      media: "clips/harbour/master.m3u8",
      storyboard: "clips/harbour/storyboard.vtt",
      subtitles_en: "",
      subtitles_vi: "clips/harbour/subs.vi.vtt",
      recap_start: "",
      recap_end: "",
      intro_start: "0",
      intro_end: "5",
      credits_start: "12",
      credits_end: "16",
    });
    expect(Object.values(playbackValues(null)).every((value) => value === "")).toBe(true);
  });

  it("go back to what the backend reads, the same as they came", () => {
    expect(PlaybackSchema.parse(playbackBody(playbackValues(FILM)))).toEqual(FILM);
  });

  it("send nothing for an empty path or a part with neither end, and a half-typed part as typed", () => {
    const body = playbackBody({ ...playbackValues(null), media: "  ", recap_end: "30" });
    expect(body).toEqual({
      media: null,
      storyboard: null,
      subtitles: [],
      segments: [{ kind: "recap", start_sec: "", end_sec: "30" }],
    });
  });
});

describe("the field a refusal is about", () => {
  const sent = playbackBody({
    ...playbackValues(FILM),
    subtitles_en: "x.srt",
    recap_start: "9",
    recap_end: "3",
  });
  it("follows the lists' order back to the language or the part", () => {
    expect(playbackFieldOf("playback.subtitles.0.path", sent)).toBe("subtitles_en");
    expect(playbackFieldOf("playback.subtitles.1.path", sent)).toBe("subtitles_vi");
    expect(playbackFieldOf("playback.segments.0.end_sec", sent)).toBe("recap_end");
    expect(playbackFieldOf("playback.segments.1.start_sec", sent)).toBe("intro_start");
    expect(playbackFieldOf("playback.segments.2.kind", sent)).toBe("credits_start");
    expect(playbackFieldOf("playback.media", sent)).toBe("media");
  });
  it("is none for another field or an index that was not sent", () => {
    expect(playbackFieldOf("title_en", sent)).toBeNull();
    expect(playbackFieldOf("playback.segments.7.end_sec", sent)).toBeNull();
    expect(playbackFieldOf("playback", sent)).toBeNull();
  });
});
