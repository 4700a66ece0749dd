import { allowedPath, deviceName, isLive, LIVE_SECONDS, masterPlaylistFor, rungLines } from "./rules";

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, seconds));

describe("a session's life", () => {
  const session = { lastSeenAt: at(0), endedAt: null, expiresAt: at(3600) };
  it("holds its screen until a minute passes without a heartbeat", () => {
    expect(isLive(session, at(LIVE_SECONDS - 1))).toBe(true);
    expect(isLive(session, at(LIVE_SECONDS))).toBe(false);
  });
  it("ends when ended or past its hours, heard from or not", () => {
    expect(isLive({ ...session, endedAt: at(1) }, at(2))).toBe(false);
    expect(isLive({ ...session, lastSeenAt: at(3599) }, at(3600))).toBe(false);
  });
});

describe("renditions under a ceiling", () => {
  it("reads a rung's lines from its folder name, and nothing else", () => {
    expect(rungLines("1080p")).toBe(1080);
    expect(rungLines("360p")).toBe(360);
    expect(rungLines("audio")).toBeNull();
    expect(rungLines("p")).toBeNull();
  });

  it("refuses the folders of taller rungs only", () => {
    expect(allowedPath("720p/seg003.m4s", 720)).toBe(true);
    expect(allowedPath("1080p/index.m3u8", 720)).toBe(false);
    expect(allowedPath("1080p/seg000.m4s", 1080)).toBe(true);
    expect(allowedPath("audio/1/seg000.m4s", 720)).toBe(true);
  });

  const master = [
    "#EXTM3U",
    "#EXT-X-VERSION:7",
    '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="Original",URI="audio/0/index.m3u8"',
    "#EXT-X-STREAM-INF:BANDWIDTH=6000000,RESOLUTION=1920x1080",
    "1080p/index.m3u8",
    "#EXT-X-STREAM-INF:BANDWIDTH=3000000,RESOLUTION=1280x720",
    "720p/index.m3u8",
    "",
    "#EXT-X-STREAM-INF:BANDWIDTH=730000,RESOLUTION=640x360",
    "360p/index.m3u8",
    "",
  ].join("\n");

  it("lists the variants up to the ceiling, with the audio group kept", () => {
    const hd = masterPlaylistFor(master, 720);
    expect(hd).not.toContain("1080p");
    expect(hd).not.toContain("1920x1080");
    expect(hd).toContain("720p/index.m3u8");
    expect(hd).toContain("360p/index.m3u8");
    expect(hd).toContain('URI="audio/0/index.m3u8"');
    expect(masterPlaylistFor(master, 1080)).toBe(master);
  });

  it("measures a vertical video by its shorter side", () => {
    const vertical = [
      "#EXTM3U",
      "#EXT-X-STREAM-INF:BANDWIDTH=2,RESOLUTION=1080x1920",
      "1080p/index.m3u8",
      "#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=720x1280",
      "720p/index.m3u8",
    ].join("\n");
    expect(masterPlaylistFor(vertical, 720)).toBe(
      "#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=720x1280\n720p/index.m3u8",
    );
  });
});

describe("a device's name", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      "Chrome · Windows",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari · iPhone",
    ],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0", "Firefox · Mac"],
    [
      "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 Edg/131.0",
      "Edge · Android",
    ],
  ])("%s → %s", (ua, name) => expect(deviceName(ua)).toBe(name));

  it("is null when nothing is known", () => {
    expect(deviceName(undefined)).toBeNull();
    expect(deviceName("curl/8.5")).toBeNull();
  });
});
