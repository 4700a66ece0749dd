/**
 * The HLS text a packaged title is played from (issue #37), written from what was encoded: each
 * variant's bandwidth as measured from its segments (peak and average, audio included, as Apple's
 * authoring rules ask), its resolution, frame rate and codecs, and every audio track as a rendition of
 * one group (EXT-X-MEDIA TYPE=AUDIO): hls.js switches audio only when none is muxed into the video.
 */

/** One segment as the media playlist lists it: its length and, on disk, its size. */
export type SegmentSize = { seconds: number; bytes: number };

/** Bits per second: the peak over any one segment and the average over all, each rounded up. */
export function bandwidthOf(segments: readonly SegmentSize[]): { peak: number; average: number } {
  const seconds = segments.reduce((sum, segment) => sum + segment.seconds, 0);
  const bytes = segments.reduce((sum, segment) => sum + segment.bytes, 0);
  const peak = Math.max(0, ...segments.map((s) => (s.seconds > 0 ? (s.bytes * 8) / s.seconds : 0)));
  return { peak: Math.ceil(peak), average: seconds > 0 ? Math.ceil((bytes * 8) / seconds) : 0 };
}

/** The segments' file names and lengths in a media playlist (#EXTINF then its URI). */
export function segmentsOf(playlist: string): { uri: string; seconds: number }[] {
  const lines = playlist.split(/\r?\n/);
  const segments: { uri: string; seconds: number }[] = [];
  lines.forEach((line, i) => {
    const match = /^#EXTINF:([\d.]+)/.exec(line);
    const uri = lines[i + 1]?.trim();
    if (match && uri && !uri.startsWith("#")) segments.push({ uri, seconds: Number(match[1]) });
  });
  return segments;
}

/** An H.264 High profile stream's CODECS name at ffprobe's level (40 → "avc1.640028"). */
export const avcHigh = (level: number) => `avc1.6400${level.toString(16).padStart(2, "0")}`;
/** AAC-LC. */
export const AAC_LC = "mp4a.40.2";

export type VideoVariant = {
  uri: string;
  width: number;
  height: number;
  frameRate: number;
  codec: string;
  bandwidth: { peak: number; average: number };
};

export type AudioRendition = {
  uri: string;
  /** ISO 639 as players read it ("vi", "en"), or null when unknown. */
  language: string | null;
  /** The name a player shows when it has none of ours. */
  name: string;
  default: boolean;
  bandwidth: { peak: number; average: number };
};

const quoted = (text: string) => `"${text.replace(/["\r\n]/g, "'")}"`;

/** The master playlist: the audio group, then a variant per rung, largest first. */
export function masterPlaylist(variants: readonly VideoVariant[], audio: readonly AudioRendition[]): string {
  const loudest = {
    peak: Math.max(0, ...audio.map((a) => a.bandwidth.peak)),
    average: Math.max(0, ...audio.map((a) => a.bandwidth.average)),
  };
  const media = audio.map((rendition) =>
    [
      "#EXT-X-MEDIA:TYPE=AUDIO",
      'GROUP-ID="audio"',
      `NAME=${quoted(rendition.name)}`,
      ...(rendition.language ? [`LANGUAGE=${quoted(rendition.language)}`] : []),
      `DEFAULT=${rendition.default ? "YES" : "NO"}`,
      "AUTOSELECT=YES",
      'CHANNELS="2"',
      `URI=${quoted(rendition.uri)}`,
    ].join(","),
  );
  const streams = [...variants]
    .sort((a, b) => b.height * b.width - a.height * a.width)
    .flatMap((variant) => [
      [
        `#EXT-X-STREAM-INF:BANDWIDTH=${variant.bandwidth.peak + loudest.peak}`,
        `AVERAGE-BANDWIDTH=${variant.bandwidth.average + loudest.average}`,
        `RESOLUTION=${variant.width}x${variant.height}`,
        `FRAME-RATE=${variant.frameRate.toFixed(3)}`,
        `CODECS=${quoted(audio.length > 0 ? `${variant.codec},${AAC_LC}` : variant.codec)}`,
        ...(audio.length > 0 ? ['AUDIO="audio"'] : []),
      ].join(","),
      variant.uri,
    ]);
  return ["#EXTM3U", "#EXT-X-VERSION:7", "#EXT-X-INDEPENDENT-SEGMENTS", ...media, ...streams, ""].join("\n");
}
