import {
  audioChoiceOf,
  cleanAudio,
  heardLanguage,
  isOriginal,
  parseAudioChoice,
  startingAudio,
  withTitleNames,
} from "./audio-tracks";

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

test("a master with no sound of its own: its first track is a dub, heard and remembered as one", () => {
  const tracks = [
    { language: "vi", name_en: "Vietnamese dub", name_vi: "Lồng tiếng", original: false },
    { language: "en", name_en: "English", name_vi: "Tiếng Anh", original: false },
  ];
  expect(isOriginal(tracks, 0)).toBe(false);
  expect(heardLanguage(0, tracks, "ko")).toBe("vi");
  expect(audioChoiceOf(0, tracks)).toBe("vi");
  expect(startingAudio({ remembered: null, tracks, interfaceLanguage: "en", originalLanguage: "ko" })).toBe(
    1,
  );
  expect(
    startingAudio({ remembered: "original", tracks, interfaceLanguage: "vi", originalLanguage: "ko" }),
  ).toBe(0);
  // Not said: the first is the title's own, as a hand-typed playlist's.
  expect(isOriginal([{ language: "ko" }, { language: "vi" }], 0)).toBe(true);
  expect(cleanAudio([{ ...tracks[0], original: "yes" }])).toEqual([
    { language: "vi", name_en: "Vietnamese dub", name_vi: "Lồng tiếng" },
  ]);
  expect(cleanAudio(tracks)).toEqual(tracks);
});

test("the playlist's tracks learn which is the title's own sound from its names, when it names them all", () => {
  const engine = [
    { name: "a", language: "vi" },
    { name: "b", language: "en" },
  ];
  const names = [
    { language: "vi", name_en: "Vietnamese dub", name_vi: "Lồng tiếng", original: false },
    { language: "en", name_en: "Original", name_vi: "Bản gốc", original: true },
  ];
  expect(withTitleNames(engine, names).map((t) => t.original)).toEqual([false, true]);
  expect(withTitleNames(engine, names.slice(1))).toEqual(engine);
});
