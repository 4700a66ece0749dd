/** @jest-environment node */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { runTool } from "../../providers/ffmpeg";
import { H264_AAC, makeSource, picture, tone } from "../../test-media";
import { segmentsOf } from "./hls";
import { packageTitle } from "./package";
import { probeSource } from "./probe";

// A 720p master of 6 s with a dub and Windows-1258 subtitles, packaged by Debian's ffmpeg in seconds.
jest.setTimeout(120_000);

let dir: string;
let out: string;
let packaged: Awaited<ReturnType<typeof packageTitle>>;
const at = (name: string) => path.join(dir, name);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "cineva-package-"));
  out = path.join(dir, "out");
  const master = await makeSource(at("master.mp4"), [picture(6, "1280x720", 25), tone(6)], H264_AAC);
  const dub = await makeSource(at("dub.m4a"), [tone(6, 44_100, 330)], ["-c:a", "aac", "-ac", "1"]);
  await writeFile(
    at("vi.srt"),
    Buffer.concat([
      Buffer.from("1\n00:00:01,000 --> 00:00:02,000\nch", "latin1"),
      Buffer.from([0x61, 0xcc, 0x6f, 0x0a]),
    ]),
  );
  const probed = await probeSource(master);
  if (!probed.ok) throw new Error("the test's master did not probe");
  packaged = await packageTitle(
    {
      video: { file: master, facts: probed.facts },
      audio: [
        { file: master, stream: 1, language: "en", name: "Original", default: true },
        { file: dub, stream: 0, language: "vi", name: "Lồng tiếng", default: false },
      ],
      subtitles: [{ file: at("vi.srt"), lang: "vi" }],
    },
    out,
    new AbortController().signal,
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const text = (name: string) => readFile(path.join(out, name), "utf8");

test("a ladder up to the source's 720p, each rung's segments of the same lengths (key frames aligned)", async () => {
  const master = await text("master.m3u8");
  expect(master.match(/RESOLUTION=\d+x\d+/g)).toEqual([
    "RESOLUTION=1280x720",
    "RESOLUTION=854x480",
    "RESOLUTION=640x360",
  ]);
  expect(master).not.toContain("1920x1080");
  const lengths = await Promise.all(
    ["720p", "480p", "360p"].map(async (rung) =>
      segmentsOf(await text(`${rung}/index.m3u8`)).map((segment) => segment.seconds),
    ),
  );
  expect(lengths[0]).toEqual([4, 2]);
  expect(lengths[1]).toEqual(lengths[0]);
  expect(lengths[2]).toEqual(lengths[0]);
  // Measured, not guessed: the peak is above the average, both with the loudest audio added.
  const [, peak, average] = /BANDWIDTH=(\d+),AVERAGE-BANDWIDTH=(\d+),RESOLUTION=1280x720/.exec(master)!;
  expect(Number(peak)).toBeGreaterThanOrEqual(Number(average));
  expect(master).toMatch(/CODECS="avc1\.6400[0-9a-f]{2},mp4a\.40\.2",AUDIO="audio"/);
});

test("the video carries no sound; each audio track is a rendition of one group, the dub in Vietnamese", async () => {
  const master = await text("master.m3u8");
  expect(master).toContain('NAME="Original",LANGUAGE="en",DEFAULT=YES');
  expect(master).toContain('NAME="Lồng tiếng",LANGUAGE="vi",DEFAULT=NO');
  const streams = async (file: string) =>
    JSON.parse(
      (await runTool("ffprobe", ["-v", "error", "-show_streams", "-of", "json", path.join(out, file)]))
        .stdout,
    ).streams as { codec_type: string; channels?: number; sample_rate?: string }[];
  expect((await streams("720p/init.mp4")).map((s) => s.codec_type)).toEqual(["video"]);
  const dub = await streams("audio/1/init.mp4");
  expect(dub).toEqual([expect.objectContaining({ codec_type: "audio", channels: 2, sample_rate: "48000" })]);
});

test("subtitles as clean WebVTT and a storyboard of the title's seconds", async () => {
  expect(await text("subs.vi.vtt")).toBe("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nchào\n");
  const storyboard = await text("storyboard.vtt");
  expect(storyboard.match(/#xywh=/g)).toHaveLength(6);
  expect(storyboard).toContain("00:00:05.000 --> 00:00:06.000\nstoryboard.jpg#xywh=800,0,160,90");
  const sprite = await runTool("ffprobe", [
    ...["-v", "error", "-show_entries", "stream=width,height", "-of", "csv=p=0"],
    path.join(out, "storyboard.jpg"),
  ]);
  expect(sprite.stdout.trim()).toBe("1600,90");
});

test("six pictures from 10 % to 80 % of the title are offered as its poster or thumbnail, at its size", async () => {
  expect(packaged.frames).toEqual([
    { path: "frames/1.jpg", at_sec: 0.6 },
    { path: "frames/2.jpg", at_sec: 1.4 },
    { path: "frames/3.jpg", at_sec: 2.3 },
    { path: "frames/4.jpg", at_sec: 3.1 },
    { path: "frames/5.jpg", at_sec: 4 },
    { path: "frames/6.jpg", at_sec: 4.8 },
  ]);
  expect(packaged.files).toEqual(expect.arrayContaining(packaged.frames.map((frame) => frame.path)));
  const size = await runTool("ffprobe", [
    ...["-v", "error", "-show_entries", "stream=width,height,codec_name", "-of", "csv=p=0"],
    path.join(out, "frames/6.jpg"),
  ]);
  expect(size.stdout.trim()).toBe("mjpeg,1280,720");
});
