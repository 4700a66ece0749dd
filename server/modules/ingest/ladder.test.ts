/** @jest-environment node */
import { encoderArgs, ladderFor, outputFrameRate, scaleFilter } from "./ladder";

const sizes = (video: { width: number; height: number; frameRate?: number }) =>
  ladderFor({ frameRate: 25, ...video }).map(
    (rung) => `${rung.name} ${rung.width}x${rung.height} ${rung.kbps}k`,
  );

describe("a ladder from the source, never above it", () => {
  test("1080p 16:9 gets all four rungs at Apple's bitrates", () => {
    expect(sizes({ width: 1920, height: 1080 })).toEqual([
      "1080p 1920x1080 6000k",
      "720p 1280x720 3000k",
      "480p 854x480 1400k",
      "360p 640x360 730k",
    ]);
  });

  test("720p stops at 720p; 4:3 stays 4:3; a vertical phone video is named by its shorter side", () => {
    expect(sizes({ width: 1280, height: 720 })[0]).toBe("720p 1280x720 3000k");
    expect(sizes({ width: 1440, height: 1080 })).toEqual([
      "1080p 1440x1080 6000k",
      "720p 960x720 3000k",
      "480p 640x480 1400k",
      "360p 480x360 730k",
    ]);
    expect(sizes({ width: 1080, height: 1920 }).slice(0, 2)).toEqual([
      "1080p 1080x1920 6000k",
      "720p 720x1280 3000k",
    ]);
  });

  test("a source smaller than 360p gets one rung at its own size, not upscaled", () => {
    expect(sizes({ width: 320, height: 180 })).toEqual(["180p 320x180 730k"]);
    expect(sizes({ width: 321, height: 181 })).toEqual(["180p 320x180 730k"]);
  });

  test("past 30 frames a second, a third more bits; the rate is constant and at most 60", () => {
    const [top] = ladderFor({ width: 1920, height: 1080, frameRate: 59.94 });
    expect(top).toMatchObject({ kbps: 8000, maxKbps: 12000, frameRate: 59.94 });
    expect(outputFrameRate({ frameRate: 119.88 })).toBe(60);
    expect(outputFrameRate({ frameRate: 0 })).toBe(25);
    expect(outputFrameRate({ frameRate: 30000 / 1001 })).toBe(29.97);
  });

  test("every rung has key frames at each segment boundary and no scene-cut key frames", () => {
    const rung = ladderFor({ width: 1280, height: 720, frameRate: 25 })[0]!;
    expect(scaleFilter(rung)).toBe("scale=1280:720:flags=lanczos,format=yuv420p");
    const args = encoderArgs(rung).join(" ");
    expect(args).toContain("-force_key_frames expr:gte(t,n_forced*4)");
    expect(args).toContain("-sc_threshold 0");
    expect(args).toContain("-fps_mode cfr -r 25");
  });
});
