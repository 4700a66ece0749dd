import { nextSubtitles, startingSubtitles } from "./subtitle-choice";

const BOTH = ["en", "vi"] as const;

describe("the subtitles a title starts with", () => {
  const start = (
    interfaceLanguage: "en" | "vi",
    audioLanguage: string,
    remembered: "en" | "vi" | "off" | null = null,
    available: readonly ("en" | "vi")[] = BOTH,
  ) => startingSubtitles({ remembered, available, interfaceLanguage, audioLanguage });

  it("are the interface language's for a title heard in another language", () => {
    expect(start("vi", "en")).toBe("vi");
    expect(start("vi", "ko")).toBe("vi");
    expect(start("en", "ko")).toBe("en");
    expect(start("en", "vi")).toBe("en");
  });

  it("are off for a title heard in the interface's language", () => {
    expect(start("vi", "vi")).toBe("off");
    expect(start("en", "en")).toBe("off");
  });

  it("are off when the title has none in the interface's language", () => {
    expect(start("vi", "ko", null, ["en"])).toBe("off");
    expect(start("vi", "ko", null, [])).toBe("off");
  });

  it("are the viewer's own remembered choice whatever the title, off included", () => {
    expect(start("vi", "en", "off")).toBe("off");
    expect(start("vi", "en", "en")).toBe("en");
    expect(start("en", "en", "vi")).toBe("vi");
    expect(start("vi", "vi", "vi")).toBe("vi");
  });
});

describe("the subtitle button", () => {
  it("turns on the interface language's subtitles first, then the others, then off", () => {
    expect(nextSubtitles("off", BOTH, "vi")).toBe("vi");
    expect(nextSubtitles("vi", BOTH, "vi")).toBe("en");
    expect(nextSubtitles("en", BOTH, "vi")).toBe("off");
    expect(nextSubtitles("off", BOTH, "en")).toBe("en");
    expect(nextSubtitles("en", BOTH, "en")).toBe("vi");
    expect(nextSubtitles("vi", BOTH, "en")).toBe("off");
  });

  it("falls back to the title's first subtitles when none are in the interface's language", () => {
    expect(nextSubtitles("off", ["en"], "vi")).toBe("en");
    expect(nextSubtitles("en", ["en"], "vi")).toBe("off");
    expect(nextSubtitles("off", [], "vi")).toBe("off");
  });

  it("treats subtitles the title does not have as off", () => {
    expect(nextSubtitles<"en" | "vi">("en", ["vi"], "en")).toBe("vi");
  });
});
