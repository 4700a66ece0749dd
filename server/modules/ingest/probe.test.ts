/** @jest-environment node */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { bitDepthOf, looksLikeMedia, probeSource, rate, verdictOf } from "./probe";
import { H264_AAC, makeSource, picture, tone } from "../../test-media";

// What an uploaded master is, read by Debian's ffprobe from sources ffmpeg makes here in seconds.
jest.setTimeout(60_000);

let dir: string;
const at = (name: string) => path.join(dir, name);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "cineva-probe-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("the facts of a source that can become a title", () => {
  test("a 16:9 film with stereo sound", async () => {
    const file = await makeSource(at("film.mp4"), [picture(3, "640x360"), tone(3)], H264_AAC);
    const verdict = await probeSource(file);
    expect(verdict).toEqual({
      ok: true,
      facts: {
        durationSec: expect.closeTo(3, 0),
        container: expect.stringContaining("mp4"),
        video: {
          codec: "h264",
          width: 640,
          height: 360,
          bitDepth: 8,
          frameRate: 25,
          variableFrameRate: false,
        },
        audio: [{ index: 1, codec: "aac", channels: 1, sampleRate: 48_000, language: null }],
      },
    });
  });

  test("vertical, 4:3 and 10-bit pictures are facts, not refusals", async () => {
    const vertical = await probeSource(
      await makeSource(
        at("vertical.mp4"),
        [picture(2, "360x640")],
        ["-c:v", "libx264", "-preset", "ultrafast"],
      ),
    );
    expect(vertical.ok && vertical.facts.video).toMatchObject({ width: 360, height: 640 });
    const square = await probeSource(
      await makeSource(at("tv.mp4"), [picture(2, "640x480")], ["-c:v", "libx264", "-preset", "ultrafast"]),
    );
    expect(square.ok && square.facts.video).toMatchObject({ width: 640, height: 480 });
    const deep = await probeSource(
      await makeSource(
        at("deep.mov"),
        [picture(2, "320x180")],
        ["-c:v", "prores_ks", "-pix_fmt", "yuv422p10le"],
      ),
    );
    expect(deep.ok && deep.facts.video.bitDepth).toBe(10);
  });

  test("a phone's portrait video stored sideways is taller than wide", async () => {
    const file = await makeSource(
      at("sideways.mp4"),
      [picture(2, "640x360")],
      ["-c:v", "libx264", "-preset", "ultrafast"],
    );
    const rotated = at("rotated.mp4");
    await makeSource(rotated, [], ["-display_rotation", "90", "-i", file, "-c", "copy"]).catch(async () => {
      // ffmpeg 5 marks rotation with the old tag instead.
      await makeSource(rotated, [], ["-i", file, "-c", "copy", "-metadata:s:v:0", "rotate=90"]);
    });
    const verdict = await probeSource(rotated);
    expect(verdict.ok && verdict.facts.video).toMatchObject({ width: 360, height: 640 });
  });

  test("5.1 sound, an odd sample rate and a variable frame rate", async () => {
    const surround = await probeSource(
      await makeSource(at("surround.mp4"), [picture(2), tone(2, 44_100)], [...H264_AAC, "-ac", "6"]),
    );
    expect(surround.ok && surround.facts.audio[0]).toMatchObject({ channels: 6, sampleRate: 44_100 });
    const odd = await probeSource(
      await makeSource(
        at("odd.mkv"),
        [picture(2), tone(2, 22_050)],
        ["-c:v", "libx264", "-preset", "ultrafast", "-c:a", "flac", "-shortest"],
      ),
    );
    expect(odd.ok && odd.facts.audio[0]?.sampleRate).toBe(22_050);
    const vfr = await probeSource(
      await makeSource(
        // MP4 keeps a frame count, so ffprobe's average differs from the nominal rate (Matroska keeps none).
        at("vfr.mp4"),
        [picture(4, "320x180", 30)],
        [
          "-vf",
          "select='lt(mod(n,30),10)+gte(n,60)'",
          "-fps_mode",
          "vfr",
          "-c:v",
          "libx264",
          "-preset",
          "ultrafast",
        ],
      ),
    );
    expect(vfr.ok && vfr.facts.video.variableFrameRate).toBe(true);
  });
});

describe("a source that cannot become a title is refused with its reason", () => {
  test("a text file named .mp4 is not media", async () => {
    await writeFile(at("notes.mp4"), "These are my notes, not a film.\n".repeat(50));
    expect(await probeSource(at("notes.mp4"))).toMatchObject({ ok: false, refusal: "not_media" });
  });

  test("sound alone has no picture", async () => {
    const file = await makeSource(at("song.m4a"), [tone(2)], ["-c:a", "aac"]);
    expect(await probeSource(file)).toMatchObject({ ok: false, refusal: "no_video" });
  });

  test("a file cut short is truncated, whether its index came first or last", async () => {
    const last = await makeSource(at("whole.mp4"), [picture(6, "640x360"), tone(6)], H264_AAC);
    const first = await makeSource(
      at("fast.mp4"),
      [picture(6, "640x360"), tone(6)],
      [...H264_AAC, "-movflags", "+faststart"],
    );
    for (const [name, file] of [
      ["cut-last.mp4", last],
      ["cut-first.mp4", first],
    ] as const) {
      const bytes = await readFile(file);
      await writeFile(at(name), bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      expect({ name, verdict: await probeSource(at(name)) }).toMatchObject({
        name,
        verdict: { ok: false, refusal: "truncated" },
      });
    }
  });
});

describe("reading ffprobe's figures", () => {
  test("a file ffprobe cannot read is a damaged video when it starts as one", () => {
    const mp4 = Buffer.from("\0\0\0\x20ftypisom\0\0\x02\0", "latin1");
    const mkv = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]);
    expect(verdictOf(null, mp4)).toMatchObject({ refusal: "truncated" });
    expect(verdictOf(null, mkv)).toMatchObject({ refusal: "truncated" });
    expect(verdictOf(null, Buffer.from("These are my notes"))).toMatchObject({ refusal: "not_media" });
    expect(verdictOf(null)).toMatchObject({ refusal: "not_media" });
    expect(looksLikeMedia(Buffer.from("GIF89a"))).toBe(false);
  });

  test("frame rates are fractions", () => {
    expect(rate("30000/1001")).toBeCloseTo(29.97, 2);
    expect(rate("0/0")).toBe(0);
    expect(rate(undefined)).toBe(0);
  });

  test("bit depth comes from the stream, else from its pixel format", () => {
    expect(bitDepthOf({ bits_per_raw_sample: "10" })).toBe(10);
    expect(bitDepthOf({ pix_fmt: "yuv420p10le" })).toBe(10);
    expect(bitDepthOf({ pix_fmt: "yuv420p" })).toBe(8);
  });

  test("a picture with no length has nothing to play", () => {
    const probe = {
      format: { format_name: "mp4", duration: "0.000000" },
      streams: [{ codec_type: "video", width: 2, height: 2 }],
    };
    expect(verdictOf(probe)).toMatchObject({ ok: false, refusal: "no_duration" });
  });

  test("cover art alone is not a picture to play", () => {
    const probe = {
      format: { format_name: "mp3", duration: "3" },
      streams: [
        { codec_type: "video", width: 500, height: 500, disposition: { attached_pic: 1 } },
        { codec_type: "audio" },
      ],
    };
    expect(verdictOf(probe)).toMatchObject({ ok: false, refusal: "no_video" });
  });
});
