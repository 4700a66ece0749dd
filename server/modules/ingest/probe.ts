/**
 * What an uploaded master file is (issue #37), read by ffprobe before anything is packaged: a clear
 * refusal for what cannot become a title (not a video, no picture, no length, cut short or damaged),
 * and the facts packaging needs for everything else. Vertical, 4:3, 10-bit, variable frame rate,
 * 5.1 and odd sample rates are facts, not refusals: the ladder copes with them.
 */
import { open } from "node:fs/promises";
import { runTool } from "../../providers/ffmpeg";

export const SOURCE_REFUSALS = ["not_media", "no_video", "no_duration", "truncated"] as const;
export type SourceRefusal = (typeof SOURCE_REFUSALS)[number];

export type VideoFacts = {
  codec: string;
  /** As displayed: a phone's portrait video, stored sideways with a rotation, is taller than wide. */
  width: number;
  height: number;
  bitDepth: number;
  /** Frames per second on average. */
  frameRate: number;
  variableFrameRate: boolean;
};

export type AudioFacts = {
  /** The stream's index in the file (ffmpeg's -map 0:{index}). */
  index: number;
  codec: string;
  channels: number;
  sampleRate: number;
  /** ISO 639-2 as the file tags it ("vie", "eng"), null when untagged or "und". */
  language: string | null;
};

export type SourceFacts = { durationSec: number; container: string; video: VideoFacts; audio: AudioFacts[] };

export type Verdict =
  { ok: true; facts: SourceFacts } | { ok: false; refusal: SourceRefusal; detail: string };

/** The parts of `ffprobe -show_format -show_streams -of json` read here. */
export type ProbeStream = {
  index?: number;
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  bits_per_raw_sample?: string;
  r_frame_rate?: string;
  avg_frame_rate?: string;
  channels?: number;
  sample_rate?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: { language?: string; rotate?: string };
  side_data_list?: { rotation?: number }[];
};
export type ProbeOutput = { streams?: ProbeStream[]; format?: { format_name?: string; duration?: string } };

/** "30000/1001" → 29.97; 0 for anything else. */
export function rate(fraction: string | undefined): number {
  const [top, bottom] = (fraction ?? "").split("/").map(Number);
  return top && bottom && Number.isFinite(top / bottom) ? top / bottom : 0;
}

/** Bits per sample of a picture: ffprobe's own figure, else read from its pixel format (yuv420p10le → 10). */
export function bitDepthOf(stream: ProbeStream): number {
  const raw = Number(stream.bits_per_raw_sample);
  if (Number.isInteger(raw) && raw > 0) return raw;
  const match = /p(\d{1,2})(?:le|be)$/.exec(stream.pix_fmt ?? "");
  return match ? Number(match[1]) : 8;
}

const rotationOf = (stream: ProbeStream) =>
  Math.abs(
    Number(
      stream.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? stream.tags?.rotate ?? 0,
    ),
  );

/**
 * Whether a file's first bytes are those of a video container (ISO media as MP4 and MOV are, Matroska
 * and WebM, AVI, MPEG transport and program streams, FLV, ASF): such a file that ffprobe cannot read
 * is a video cut short or damaged, anything else is not a video at all.
 */
export function looksLikeMedia(head: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  const startsWith = (...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);
  return (
    ["ftyp", "moov", "mdat", "free", "wide", "skip"].includes(ascii(4, 8)) ||
    startsWith(0x1a, 0x45, 0xdf, 0xa3) ||
    (ascii(0, 4) === "RIFF" && ascii(8, 11) === "AVI") ||
    (head.length > 188 && head[0] === 0x47 && head[188] === 0x47) ||
    startsWith(0x00, 0x00, 0x01, 0xba) ||
    ascii(0, 3) === "FLV" ||
    startsWith(0x30, 0x26, 0xb2, 0x75)
  );
}

/**
 * The verdict on a file from what ffprobe read of it: `probe` null when it could not read it at all,
 * then `head` (the file's first bytes) tells a damaged video from something else.
 */
export function verdictOf(probe: ProbeOutput | null, head: Uint8Array = new Uint8Array()): Verdict {
  if (!probe?.format) {
    return looksLikeMedia(head)
      ? { ok: false, refusal: "truncated", detail: "a video container ffprobe cannot read" }
      : { ok: false, refusal: "not_media", detail: "not a video container" };
  }
  const streams = probe.streams ?? [];
  const picture = streams.find((s) => s.codec_type === "video" && !s.disposition?.attached_pic);
  if (!picture || !picture.width || !picture.height) {
    return { ok: false, refusal: "no_video", detail: `${streams.length} stream(s), none a picture` };
  }
  const durationSec = Number(probe.format.duration ?? picture.duration);
  if (!Number.isFinite(durationSec) || durationSec <= 0) {
    return { ok: false, refusal: "no_duration", detail: String(probe.format.duration ?? "none") };
  }
  const sideways = rotationOf(picture) % 180 === 90;
  const average = rate(picture.avg_frame_rate);
  const nominal = rate(picture.r_frame_rate);
  return {
    ok: true,
    facts: {
      durationSec,
      container: probe.format.format_name ?? "",
      video: {
        codec: picture.codec_name ?? "",
        width: sideways ? picture.height : picture.width,
        height: sideways ? picture.width : picture.height,
        bitDepth: bitDepthOf(picture),
        frameRate: average || nominal,
        // Frames that come at changing intervals average out below (or above) the stream's nominal rate.
        variableFrameRate: average > 0 && nominal > 0 && Math.abs(average - nominal) / nominal > 0.01,
      },
      audio: audioFactsOf(streams),
    },
  };
}

function audioFactsOf(streams: ProbeStream[]): AudioFacts[] {
  return streams
    .filter((s) => s.codec_type === "audio")
    .map((s) => ({
      index: s.index ?? 0,
      codec: s.codec_name ?? "",
      channels: s.channels ?? 0,
      sampleRate: Number(s.sample_rate) || 0,
      language: s.tags?.language && s.tags.language !== "und" ? s.tags.language : null,
    }));
}

export type AudioSourceFacts = { durationSec: number; container: string; audio: AudioFacts[] };
export type AudioVerdict =
  | { ok: true; facts: AudioSourceFacts }
  | { ok: false; refusal: "not_media" | "no_audio" | "no_duration"; detail: string };

/** The verdict on an audio track uploaded to go beside a title's picture (a dub, another language). */
export function audioVerdictOf(probe: ProbeOutput | null): AudioVerdict {
  if (!probe?.format) return { ok: false, refusal: "not_media", detail: "not a media file" };
  const audio = audioFactsOf(probe.streams ?? []);
  if (audio.length === 0) return { ok: false, refusal: "no_audio", detail: "no sound in it" };
  const durationSec = Number(probe.format.duration);
  if (!Number.isFinite(durationSec) || durationSec <= 0)
    return { ok: false, refusal: "no_duration", detail: String(probe.format.duration ?? "none") };
  return { ok: true, facts: { durationSec, container: probe.format.format_name ?? "", audio } };
}

/** How long a probe of one file may take: it reads headers and a few seconds near the end. */
const PROBE_TIMEOUT_MS = 60_000;

/** How close to its end a source's last picture must come (audio may run a little longer). */
const END_SLACK_SEC = 1.5;

/**
 * Reads a file with ffprobe and judges it. A file whose pictures stop well before the length its
 * index promises (a download or copy cut short, its index intact at the front) is "truncated" too.
 */
export async function probeSource(file: string, signal?: AbortSignal): Promise<Verdict> {
  const options = { signal, timeoutMs: PROBE_TIMEOUT_MS };
  const parsed = await readProbe(file, options);
  const verdict = verdictOf(parsed, parsed ? undefined : await firstBytes(file));
  if (!verdict.ok) return verdict;
  // The last seconds' pictures: from the key frame before them to the end of the file.
  const expected = verdict.facts.durationSec;
  const from = Math.max(0, expected - 5);
  const tail = await runTool(
    "ffprobe",
    [
      "-v",
      "error",
      "-select_streams",
      "v:0",
      "-read_intervals",
      `${from}%`,
      "-show_entries",
      "packet=pts_time",
      "-of",
      "json",
      file,
    ],
    options,
  );
  const packets =
    tail.code === 0 ? ((JSON.parse(tail.stdout) as { packets?: { pts_time?: string }[] }).packets ?? []) : [];
  const last = Math.max(-1, ...packets.map((p) => Number(p.pts_time)).filter(Number.isFinite));
  if (last < expected - END_SLACK_SEC) {
    return {
      ok: false,
      refusal: "truncated",
      detail: `pictures stop at ${last.toFixed(1)} s of ${expected.toFixed(1)} s`,
    };
  }
  return verdict;
}

/** ffprobe's view of a file's container and streams, null when it cannot read it. */
async function readProbe(file: string, options: { signal?: AbortSignal; timeoutMs: number }) {
  const whole = await runTool(
    "ffprobe",
    ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file],
    options,
  );
  try {
    return whole.code === 0 ? (JSON.parse(whole.stdout) as ProbeOutput) : null;
  } catch {
    return null;
  }
}

export async function probeAudio(file: string, signal?: AbortSignal): Promise<AudioVerdict> {
  return audioVerdictOf(await readProbe(file, { signal, timeoutMs: PROBE_TIMEOUT_MS }));
}

async function firstBytes(file: string): Promise<Uint8Array> {
  const handle = await open(file, "r");
  try {
    const buffer = new Uint8Array(256);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
