import { audioChoiceOf, heardLanguage, parseAudioChoice, startingAudio } from "./audio-tracks";

const tracks = [{ language: "ko" }, { language: "vi" }, { language: "en" }, { language: "vi" }];
const start = (
  remembered: string | null,
  interfaceLanguage: string,
  originalLanguage = "ko",
  list = tracks,
) => startingAudio({ remembered, tracks: list, interfaceLanguage, originalLanguage });

describe("the sound a title starts with", () => {
  test("a Vietnamese viewer of a foreign title who never chose hears its Vietnamese track", () => {
    expect(start(null, "vi")).toBe(1);
    expect(start(null, "en")).toBe(2);
  });

  test("a title in the viewer's own language, or without their language, plays its original", () => {
    expect(start(null, "vi", "vi")).toBe(0);
    expect(start(null, "vi", "ko", [{ language: "ko" }, { language: "en" }])).toBe(0);
    expect(start(null, "vi", "ko", [{ language: "ko" }])).toBe(0);
  });

  test("the viewer's remembered choice wins, the original included; a language the title lacks is the original", () => {
    expect(start("original", "vi")).toBe(0);
    expect(start("en", "vi")).toBe(2);
    expect(start("fr", "vi")).toBe(0);
  });

  test("a choice is remembered as the original or the track's language", () => {
    expect(audioChoiceOf(0, tracks)).toBe("original");
    expect(audioChoiceOf(3, tracks)).toBe("vi");
    expect(audioChoiceOf(1, [{ language: "ko" }, { language: null }])).toBe("original");
    expect(parseAudioChoice("vi")).toBe("vi");
    expect(parseAudioChoice("original")).toBe("original");
    expect(parseAudioChoice("Vietnamese")).toBeNull();
    expect(parseAudioChoice(null)).toBeNull();
  });

  test("the language heard is the dub's, or the title's for the original", () => {
    expect(heardLanguage(1, tracks, "ko")).toBe("vi");
    expect(heardLanguage(0, tracks, "ko")).toBe("ko");
    expect(heardLanguage(1, [{ language: "ko" }, { language: null }], "ko")).toBe("ko");
  });
});
