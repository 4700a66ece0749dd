import { fingerprintOf, percentOf, roleOfFile, sizeText } from "./upload-files";

describe("what a chosen file is", () => {
  test.each([
    ["Tap 1.mp4", "video/mp4", "video"],
    ["master.mov", "video/quicktime", "video"],
    ["master.mkv", "", "video"],
    ["long-tieng.m4a", "audio/mp4", "audio"],
    ["thuyet-minh.mp3", "", "audio"],
    ["dub.mp4", "audio/mp4", "audio"],
    ["vi.srt", "", "subtitle"],
    ["en.vtt", "text/vtt", "subtitle"],
    ["notes.txt", "text/plain", null],
    ["poster.jpg", "image/jpeg", null],
  ])("%s (%s) is %s", (name, type, role) => {
    expect(roleOfFile(name, type)).toBe(role);
  });
});

test("the same file for the same title resumes; for another title it is new", () => {
  const file = { name: "e1.mp4", type: "video/mp4", size: 10, lastModified: 5 };
  const one = fingerprintOf({ kind: "series", id: 3 }, file);
  expect(fingerprintOf({ kind: "series", id: 3 }, { ...file })).toBe(one);
  expect(fingerprintOf({ kind: "series", id: 4 }, file)).not.toBe(one);
  expect(fingerprintOf({ kind: "series", id: 3 }, { ...file, lastModified: 6 })).not.toBe(one);
});

test("sizes as people read them, in each language", () => {
  expect(sizeText(900, "en")).toBe("900 B");
  expect(sizeText(850 * 1024, "en")).toBe("850 KB");
  expect(sizeText(1.44 * 1024 ** 3, "en")).toBe("1.4 GB");
  expect(sizeText(1.44 * 1024 ** 3, "vi")).toBe("1,4 GB");
  expect(sizeText(250 * 1024 ** 2, "en")).toBe("250 MB");
});

test("percent of a fraction, whole and within 0–100", () => {
  expect([percentOf(0.999), percentOf(1.2), percentOf(-1), percentOf(0.5)]).toEqual([99, 100, 0, 50]);
});
