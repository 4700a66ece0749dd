/** @jest-environment node */
import { avcHigh, bandwidthOf, masterPlaylist, segmentsOf } from "./hls";

test("bandwidth: the peak of any one segment and the average of all, in bits a second", () => {
  expect(
    bandwidthOf([
      { seconds: 4, bytes: 1_000_000 },
      { seconds: 2, bytes: 1_000_000 },
    ]),
  ).toEqual({
    peak: 4_000_000,
    average: 2_666_667,
  });
  expect(bandwidthOf([])).toEqual({ peak: 0, average: 0 });
});

test("a media playlist's segments with their lengths", () => {
  const playlist =
    '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:4.000000,\nseg000.m4s\n#EXTINF:1.5,\nseg001.m4s\n#EXT-X-ENDLIST\n';
  expect(segmentsOf(playlist)).toEqual([
    { uri: "seg000.m4s", seconds: 4 },
    { uri: "seg001.m4s", seconds: 1.5 },
  ]);
});

test("H.264 High's codec name from ffprobe's level", () => {
  expect([avcHigh(30), avcHigh(40), avcHigh(42)]).toEqual(["avc1.64001e", "avc1.640028", "avc1.64002a"]);
});

test("the master playlist: an audio group of renditions, then the variants largest first", () => {
  const variant = (uri: string, width: number, height: number, peak: number) => ({
    uri,
    width,
    height,
    frameRate: 25,
    codec: "avc1.640028",
    bandwidth: { peak, average: peak / 2 },
  });
  const text = masterPlaylist(
    [variant("360p/index.m3u8", 640, 360, 800_000), variant("720p/index.m3u8", 1280, 720, 3_000_000)],
    [
      {
        uri: "audio/0/index.m3u8",
        language: "en",
        name: "Original",
        default: true,
        bandwidth: { peak: 140_000, average: 130_000 },
      },
      {
        uri: "audio/1/index.m3u8",
        language: "vi",
        name: 'Lồng tiếng "vi"',
        default: false,
        bandwidth: { peak: 150_000, average: 128_000 },
      },
    ],
  );
  expect(text.split("\n")).toEqual([
    "#EXTM3U",
    "#EXT-X-VERSION:7",
    "#EXT-X-INDEPENDENT-SEGMENTS",
    '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="Original",LANGUAGE="en",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="2",URI="audio/0/index.m3u8"',
    '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="Lồng tiếng \'vi\'",LANGUAGE="vi",DEFAULT=NO,AUTOSELECT=YES,CHANNELS="2",URI="audio/1/index.m3u8"',
    '#EXT-X-STREAM-INF:BANDWIDTH=3150000,AVERAGE-BANDWIDTH=1630000,RESOLUTION=1280x720,FRAME-RATE=25.000,CODECS="avc1.640028,mp4a.40.2",AUDIO="audio"',
    "720p/index.m3u8",
    '#EXT-X-STREAM-INF:BANDWIDTH=950000,AVERAGE-BANDWIDTH=530000,RESOLUTION=640x360,FRAME-RATE=25.000,CODECS="avc1.640028,mp4a.40.2",AUDIO="audio"',
    "360p/index.m3u8",
    "",
  ]);
});
