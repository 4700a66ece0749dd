/** @jest-environment node */
import fc from "fast-check";
import {
  extensionOf,
  IMAGE_TYPES,
  MEDIA_TYPES,
  parseRange,
  safeRelativePath,
  withCharset,
} from "./media-files";

describe("safeRelativePath", () => {
  it.each([
    ["movies/posters/kite.webp", "movies/posters/kite.webp"],
    ["clips/aurora/360p/seg000.ts", "clips/aurora/360p/seg000.ts"],
    ["users/a_b-c.1.jpg", "users/a_b-c.1.jpg"],
    ["movies/posters/the%20kite.webp", null],
    ["clips%2Faurora%2Fmaster.m3u8", "clips/aurora/master.m3u8"],
  ])("%j → %j", (raw, expected) => {
    expect(safeRelativePath(raw)).toBe(expected);
  });

  it.each([
    "",
    "..",
    "../package.json",
    "a/../b.webp",
    "%2e%2e/x.webp",
    "a/%2e%2e%2fb",
    ".env",
    "movies/.hidden.webp",
    "/etc/passwd",
    "a//b.webp",
    "a/b/",
    "a\\b.webp",
    "a%5Cb.webp",
    "a%00.webp",
    "%E0%A4%A",
    "a/b/c/d/e/f/g/h/i.webp",
  ])("refuses %j", (raw) => {
    expect(safeRelativePath(raw)).toBeNull();
  });

  it("never lets a path climb out, whatever the input", () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const safe = safeRelativePath(raw);
        if (safe === null) return;
        expect(safe.split("/").every((segment) => segment !== "" && !segment.startsWith("."))).toBe(true);
        expect(safe).not.toMatch(/[\\\0]/);
      }),
    );
  });
});

describe("content types", () => {
  it("knows images and streaming files by extension, case-insensitively", () => {
    expect(IMAGE_TYPES[extensionOf("a/B.WEBP")]).toBe("image/webp");
    expect(IMAGE_TYPES[extensionOf("x.svg")]).toBeUndefined();
    expect(MEDIA_TYPES[extensionOf("clips/a/master.m3u8")]).toBe("application/vnd.apple.mpegurl");
    expect(MEDIA_TYPES[extensionOf("seg000.ts")]).toBe("video/mp2t");
    expect(MEDIA_TYPES[extensionOf("init.m4s")]).toBe("video/mp4");
    expect(MEDIA_TYPES[extensionOf("clips/a/storyboard.jpg")]).toBe("image/jpeg");
    expect(extensionOf("noext")).toBe("");
    expect(extensionOf(".hidden")).toBe("");
  });

  it("adds a charset to text types only", () => {
    expect(withCharset("application/vnd.apple.mpegurl")).toBe("application/vnd.apple.mpegurl; charset=utf-8");
    expect(withCharset("text/vtt; charset=utf-8")).toBe("text/vtt; charset=utf-8");
    expect(withCharset("video/mp2t")).toBe("video/mp2t");
  });
});

describe("parseRange", () => {
  it.each([
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=100-", { start: 100, end: 999 }],
    ["bytes=-100", { start: 900, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
    ["bytes=990-2000", { start: 990, end: 999 }],
    [" bytes=5-5 ", { start: 5, end: 5 }],
  ])("%j of 1000 bytes → %j", (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it.each([undefined, "", "bytes=", "bytes=-", "bytes=5-1", "items=0-1", "bytes=0-1,3-4", "bytes=a-b"])(
    "ignores %j (the whole file is sent)",
    (header) => {
      expect(parseRange(header, 1000)).toBeNull();
    },
  );

  it("marks ranges past the end as unsatisfiable", () => {
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-", 0)).toBe("unsatisfiable");
  });

  it("always gives a range inside the file", () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), fc.integer({ min: 1, max: 4000 }), (a, b, size) => {
        for (const header of [`bytes=${a}-${b}`, `bytes=${a}-`, `bytes=-${b}`]) {
          const range = parseRange(header, size);
          if (range && range !== "unsatisfiable") {
            expect(range.start).toBeGreaterThanOrEqual(0);
            expect(range.end).toBeLessThan(size);
            expect(range.start).toBeLessThanOrEqual(range.end);
          }
        }
      }),
    );
  });
});
