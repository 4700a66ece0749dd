/**
 * What the studio's upload desk (issue #37) decides about a file before sending it: what it is by its
 * type and name, the key tus-js-client remembers it by to resume after a reload, and its size as
 * people read it.
 */
import type { UploadRole } from "@/lib/contract/studio-uploads";

const SUBTITLE_NAME = /\.(srt|vtt)$/i;
const VIDEO_NAME = /\.(mp4|m4v|mov|mkv|webm|avi|mxf|ts|mts|m2ts|mpg|mpeg|flv|wmv)$/i;
const AUDIO_NAME = /\.(m4a|aac|mp3|wav|flac|ogg|oga|opus|ac3|eac3|wma)$/i;

/** Video, an audio track or subtitles, by the browser's type for the file or else its name; null: none. */
export function roleOfFile(name: string, type: string): UploadRole | null {
  if (SUBTITLE_NAME.test(name) || type === "text/vtt" || type === "application/x-subrip") return "subtitle";
  if (type.startsWith("video/") || (!type.startsWith("audio/") && VIDEO_NAME.test(name))) return "video";
  if (type.startsWith("audio/") || AUDIO_NAME.test(name)) return "audio";
  return null;
}

type FileFacts = { name: string; type: string; size: number; lastModified: number };

/**
 * The key a file's upload is remembered by in this browser: the same file chosen again for the same
 * title (after a reload, a lost network) resumes; chosen for another title, it is a new upload.
 */
export function fingerprintOf(title: { kind: string; id: number }, file: FileFacts): string {
  return ["cineva-upload", title.kind, title.id, file.name, file.type, file.size, file.lastModified].join(
    "/",
  );
}

const UNITS = ["B", "KB", "MB", "GB", "TB"] as const;

/** "850 KB", "1.4 GB": sizes in powers of 1024, one decimal from MB up, in the page's language. */
export function sizeText(bytes: number, locale: string): string {
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit >= 2 && value < 100 ? 1 : 0;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${number} ${UNITS[unit]}`;
}

/** Whole percent of a fraction, for a progress bar's text. */
export const percentOf = (fraction: number) => Math.floor(Math.min(1, Math.max(0, fraction)) * 100);
