/**
 * Subtitle files as studios send them (issue #37): SRT or WebVTT, in UTF-8, UTF-16 (with or without
 * its byte order mark) or a legacy Windows code page, Vietnamese files often in Windows-1258, whose
 * accents arrive as separate combining marks. Read into clean WebVTT: UTF-8, composed letters (NFC),
 * "." in times, no styling codes a player would show as text. A file with no cue in it is unreadable.
 */

/**
 * The code page read when the bytes are not UTF-8: Vietnamese, whose letters outside ASCII Western
 * files share with Windows-1252 (é, à, ç…), so a French or Spanish file reads right too.
 */
const LEGACY_ENCODING = "windows-1258";

/** Bytes → text: by byte order mark, else UTF-16 by its zero bytes, else UTF-8, else a legacy page. */
export function decodeSubtitleBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder("utf-8").decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  const sample = bytes.subarray(0, 2000);
  let zeroEven = 0;
  let zeroOdd = 0;
  sample.forEach((byte, i) => {
    if (byte === 0) {
      if (i % 2 === 0) zeroEven++;
      else zeroOdd++;
    }
  });
  // Text in UTF-16 has a zero beside nearly every Latin letter: after it (LE) or before it (BE).
  if (zeroOdd > sample.length / 4) return new TextDecoder("utf-16le").decode(bytes);
  if (zeroEven > sample.length / 4) return new TextDecoder("utf-16be").decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder(LEGACY_ENCODING).decode(bytes);
  }
}

export type Cue = { start: number; end: number; text: string };

const TIME = /(?:(\d{1,3}):)?(\d{1,2}):(\d{1,2})[.,](\d{1,3})/;
const TIMING = new RegExp(`^\\s*${TIME.source}\\s*-->\\s*${TIME.source}`);

function seconds(h = "0", m = "0", s = "0", ms = "0"): number {
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms.padEnd(3, "0")) / 1000;
}

/** Keeps <i>, <b> and <u>; drops other tags (<font …>) and SSA codes ({\an8}); escapes a stray "<" or "&". */
function cleanLine(line: string): string {
  return line
    .replace(/\{\\[^}]*\}/g, "")
    .replace(/<(?!\/?[ibu]>)[^>]*>/gi, "")
    .replace(/&(?!(?:amp|lt|gt|nbsp|lrm|rlm);)/g, "&amp;")
    .replace(/<(?!\/?[ibu]>)/gi, "&lt;")
    .trimEnd();
}

/** The cues of an SRT or WebVTT text, in the order given; blocks without a timing line are skipped. */
export function parseCues(text: string): Cue[] {
  const blocks = text
    .normalize("NFC")
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/);
  const cues: Cue[] = [];
  for (const block of blocks) {
    const lines = block.split("\n");
    const at = lines.findIndex((line) => TIMING.test(line));
    const m = at === 0 || at === 1 ? TIMING.exec(lines[at] ?? "") : null;
    if (!m) continue; // a header, a NOTE or STYLE block, or damage
    const start = seconds(m[1], m[2], m[3], m[4]);
    const end = seconds(m[5], m[6], m[7], m[8]);
    const body = lines
      .slice(at + 1)
      .map(cleanLine)
      .filter((line) => line.trim() !== "")
      .join("\n");
    if (end > start && body) cues.push({ start, end, text: body });
  }
  return cues;
}

/** A time as WebVTT writes it: "01:02:03.450". */
export function vttTime(sec: number): string {
  const ms = Math.round(sec * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

export function toWebVtt(cues: readonly Cue[]): string {
  return `WEBVTT\n\n${cues.map((cue) => `${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text}\n`).join("\n")}`;
}

/** A subtitle file's bytes as clean WebVTT, or null when no cue can be read from them. */
export function readSubtitles(bytes: Uint8Array): { vtt: string; cues: number } | null {
  const cues = parseCues(decodeSubtitleBytes(bytes));
  return cues.length > 0 ? { vtt: toWebVtt(cues), cues: cues.length } : null;
}
