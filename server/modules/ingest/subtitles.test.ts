/** @jest-environment node */
import { decodeSubtitleBytes, parseCues, readSubtitles, toWebVtt } from "./subtitles";

const SRT =
  "1\r\n00:00:01,000 --> 00:00:02,500\r\nXin chào\r\n\r\n2\r\n00:01:02,250 --> 00:01:04,000\r\nHẹn gặp lại\r\n";

const utf16 = (text: string, littleEndian: boolean, bom: boolean) => {
  const bytes: number[] = bom ? (littleEndian ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
  for (const unit of text.split("").map((ch) => ch.charCodeAt(0)))
    bytes.push(...(littleEndian ? [unit & 255, unit >> 8] : [unit >> 8, unit & 255]));
  return Uint8Array.from(bytes);
};

describe("subtitle bytes in the encodings studios send", () => {
  test.each([
    ["UTF-8", new TextEncoder().encode(SRT)],
    ["UTF-8 with its byte order mark", Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(SRT)])],
    ["UTF-16 LE with its mark", utf16(SRT, true, true)],
    ["UTF-16 BE with its mark", utf16(SRT, false, true)],
    ["UTF-16 LE without a mark", utf16(SRT, true, false)],
  ])("%s reads as the same Vietnamese text", (_name, bytes) => {
    expect(decodeSubtitleBytes(bytes).normalize("NFC")).toBe(SRT);
  });

  test("Windows-1258, its accents as combining marks, reads as composed letters", () => {
    // "chào" and "Hẹn": a then 0xCC (combining grave); e then 0xF2 (combining dot below).
    const bytes = Uint8Array.from([
      ...Buffer.from("1\n00:00:01,000 --> 00:00:02,000\nch", "latin1"),
      0x61,
      0xcc,
      ...Buffer.from("o H", "latin1"),
      0x65,
      0xf2,
      ...Buffer.from("n\n", "latin1"),
    ]);
    expect(parseCues(decodeSubtitleBytes(bytes))).toEqual([{ start: 1, end: 2, text: "chào Hẹn" }]);
  });
});

describe("SRT and WebVTT into clean WebVTT", () => {
  test("times with a dot, cue numbers dropped, in order", () => {
    expect(readSubtitles(new TextEncoder().encode(SRT))).toEqual({
      cues: 2,
      vtt: "WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nXin chào\n\n00:01:02.250 --> 00:01:04.000\nHẹn gặp lại\n",
    });
  });

  test("WebVTT in: header, notes and short times read; cue settings and styling codes dropped", () => {
    const vtt =
      "WEBVTT\n\nNOTE made by hand\n\nintro\n01:02.5 --> 01:04.000 line:0\n<font color=red>{\\an8}Hello</font> <i>there</i> & more < less\n";
    expect(parseCues(vtt)).toEqual([
      { start: 62.5, end: 64, text: "Hello <i>there</i> &amp; more &lt; less" },
    ]);
  });

  test("cues that end before they start, or say nothing, are left out", () => {
    expect(
      parseCues("1\n00:00:05,000 --> 00:00:04,000\nBackwards\n\n2\n00:00:06,000 --> 00:00:07,000\n\n"),
    ).toEqual([]);
  });

  test("a file with no cue in it is unreadable", () => {
    expect(readSubtitles(new TextEncoder().encode("just some notes\nno times here\n"))).toBeNull();
    expect(readSubtitles(Uint8Array.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00]))).toBeNull();
  });

  test("hours past 99 and milliseconds in full", () => {
    expect(toWebVtt([{ start: 360_000.5, end: 360_001.25, text: "late" }])).toBe(
      "WEBVTT\n\n100:00:00.500 --> 100:00:01.250\nlate\n",
    );
  });
});
