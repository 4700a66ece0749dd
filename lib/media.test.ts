import { mediaUrl } from "./media";

describe("mediaUrl", () => {
  it("puts catalogue media paths on the media host", () => {
    expect(mediaUrl("/media/clips/aurora/master.m3u8", "")).toBe("/media/clips/aurora/master.m3u8");
    expect(mediaUrl("/media/clips/aurora/subs.vi.vtt", "https://cdn.example/")).toBe(
      "https://cdn.example/media/clips/aurora/subs.vi.vtt",
    );
    expect(mediaUrl("media/x.m3u8", "https://cdn.example")).toBe("https://cdn.example/media/x.m3u8");
  });

  it("passes absolute URLs through and gives null for nothing", () => {
    expect(mediaUrl("https://stream.example/a.m3u8", "https://cdn.example")).toBe(
      "https://stream.example/a.m3u8",
    );
    expect(mediaUrl(null, "")).toBeNull();
    expect(mediaUrl("  ", "")).toBeNull();
  });
});
