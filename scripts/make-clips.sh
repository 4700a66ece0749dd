#!/usr/bin/env bash
# Generates the demo video clips served at {host}/media/clips/{name}/… (architecture §6).
#
# Four short synthetic clips, each visually distinct (moving gradients, a Mandelbrot zoom, SMPTE bars,
# a test pattern) with a drawn title and running timecode over a sine tone. Each becomes HLS with two
# renditions (360p H.264 baseline, 720p H.264 main; AAC audio; 4 s segments) under a master playlist
# `master.m3u8`, plus English and Vietnamese WebVTT subtitles, and a storyboard for seek previews
# (one 160×90 frame a second in a 4-column JPEG sprite, and a WebVTT naming each frame's tile with
# `#xywh=`, the format players read for thumbnails over the seek bar).
#
# Segments are fragmented MP4 (init_N.mp4 + seg000.m4s …, HLS version 7, played by hls.js and Safari)
# rather than MPEG-TS: a file named *.ts in the repository would be taken for TypeScript by the
# linters, the formatter and the type checker.
#
# Usage: scripts/make-clips.sh [--storyboards-only] [output-dir]   (default: server/media/clips)
#   --storyboards-only  draws the storyboards from clips already made, leaving the clips as they are
# Needs ffmpeg with libx264 and drawtext (libfreetype), and a DejaVu Sans Bold font.
set -euo pipefail

STORYBOARDS_ONLY=0
if [ "${1:-}" = "--storyboards-only" ]; then
  STORYBOARDS_ONLY=1
  shift
fi
OUT="${1:-$(cd "$(dirname "$0")/.." && pwd)/server/media/clips}"
DURATION=16
FPS=24
SEGMENT=4
FONT="$(fc-match -f '%{file}' 'DejaVu Sans:bold' 2>/dev/null || true)"
[ -f "$FONT" ] || FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
[ -f "$FONT" ] || { echo "make-clips: DejaVu Sans Bold not found" >&2; exit 1; }

command -v ffmpeg >/dev/null || { echo "make-clips: ffmpeg not found" >&2; exit 1; }

# name | video source (lavfi, 1280x720) | tone (Hz) | title | Vietnamese title (subtitles)
CLIPS=(
  "aurora|gradients=s=1280x720:r=${FPS}:c0=0x0b1d51:c1=0x2ec4b6:c2=0x8338ec:c3=0xff006e:nb_colors=4:speed=0.01:x0=0:y0=0:x1=1280:y1=720:seed=7|330|Aurora|Cực quang"
  "fractal|mandelbrot=s=640x360:r=${FPS}:start_scale=2.5:end_scale=0.05:end_pts=600,scale=1280:720:flags=bicubic|392|Fractal Drift|Trôi giữa phân dạng"
  "signal|smptebars=s=1280x720:r=${FPS}|440|Signal Bars|Vạch tín hiệu"
  "prism|testsrc2=s=1280x720:r=${FPS}|523.25|Prism Test|Lăng kính thử nghiệm"
)

make_clip() {
  local name="$1" source="$2" tone="$3" title="$4"
  local dir="$OUT/$name"
  rm -rf "$dir"
  mkdir -p "$dir"
  echo "make-clips: $name"

  # Title card and timecode drawn over the source, then split into the two renditions.
  local draw="drawbox=x=0:y=ih-150:w=iw:h=150:color=black@0.45:t=fill"
  draw+=",drawtext=fontfile=${FONT}:text='${title}':fontsize=64:fontcolor=white:x=48:y=h-128"
  draw+=",drawtext=fontfile=${FONT}:text='CINEVA DEMO  %{pts\\:hms}':fontsize=30:fontcolor=white@0.85:x=50:y=h-52"
  local graph="[0:v]format=yuv420p,${draw},split=2[hi][lo];"
  graph+="[lo]scale=640:360:flags=bicubic[v360];[hi]null[v720]"

  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$source" \
    -f lavfi -i "sine=frequency=${tone}:sample_rate=44100:beep_factor=0" \
    -t "$DURATION" \
    -filter_complex "$graph" \
    -map "[v360]" -map 1:a -map "[v720]" -map 1:a \
    -c:v libx264 -preset medium -pix_fmt yuv420p \
    -r "$FPS" -g $((FPS * SEGMENT)) -keyint_min $((FPS * SEGMENT)) -sc_threshold 0 \
    -profile:v:0 baseline -level:v:0 3.0 -b:v:0 260k -maxrate:v:0 300k -bufsize:v:0 600k \
    -profile:v:1 main -level:v:1 3.1 -b:v:1 700k -maxrate:v:1 800k -bufsize:v:1 1600k \
    -c:a aac -b:a 64k -ac 2 -ar 44100 \
    -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
    -f hls -hls_time "$SEGMENT" -hls_playlist_type vod -hls_flags independent_segments \
    -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 \
    -hls_segment_filename "$dir/%v/seg%03d.m4s" \
    -master_pl_name master.m3u8 \
    -var_stream_map "v:0,a:0,name:360p v:1,a:1,name:720p" \
    "$dir/%v/index.m3u8"
}

# WebVTT subtitles, UTF-8, a few cues per language: subs.en.vtt and subs.vi.vtt beside master.m3u8.
write_subtitles() {
  local name="$1" title_en="$2" title_vi="$3"
  cat >"$OUT/$name/subs.en.vtt" <<VTT
WEBVTT

1
00:00:00.500 --> 00:00:03.500
Welcome to Cineva. This is "${title_en}".

2
00:00:04.000 --> 00:00:07.500
A short demo clip, streamed in two qualities.

3
00:00:08.000 --> 00:00:11.500
The player picks 360p or 720p for your connection.

4
00:00:12.000 --> 00:00:15.500
Thanks for watching — enjoy the show!
VTT
  cat >"$OUT/$name/subs.vi.vtt" <<VTT
WEBVTT

1
00:00:00.500 --> 00:00:03.500
Chào mừng đến với Cineva. Đây là "${title_vi}".

2
00:00:04.000 --> 00:00:07.500
Một đoạn phim mẫu ngắn, phát ở hai chất lượng.

3
00:00:08.000 --> 00:00:11.500
Trình phát tự chọn 360p hoặc 720p theo đường truyền của bạn.

4
00:00:12.000 --> 00:00:15.500
Cảm ơn bạn đã xem — chúc bạn xem phim vui vẻ!
VTT
}

# Seek previews: a frame a second from the 720p rendition, tiled into storyboard.jpg, and
# storyboard.vtt naming each second's tile (the sprite's address is relative to the WebVTT file).
TILE_W=160
TILE_H=90
TILE_COLUMNS=4
make_storyboard() {
  local dir="$OUT/$1"
  local rows=$(((DURATION + TILE_COLUMNS - 1) / TILE_COLUMNS))
  ffmpeg -hide_banner -loglevel error -y -allowed_extensions ALL -i "$dir/720p/index.m3u8" \
    -vf "fps=1,scale=${TILE_W}:${TILE_H}:flags=bicubic,tile=${TILE_COLUMNS}x${rows}" \
    -frames:v 1 -q:v 5 -fflags +bitexact -flags:v +bitexact "$dir/storyboard.jpg"
  {
    printf 'WEBVTT\n'
    for ((second = 0; second < DURATION; second++)); do
      printf '\n%02d:%02d.000 --> %02d:%02d.000\nstoryboard.jpg#xywh=%d,%d,%d,%d\n' \
        $((second / 60)) $((second % 60)) $(((second + 1) / 60)) $(((second + 1) % 60)) \
        $((second % TILE_COLUMNS * TILE_W)) $((second / TILE_COLUMNS * TILE_H)) "$TILE_W" "$TILE_H"
    done
  } >"$dir/storyboard.vtt"
}

for clip in "${CLIPS[@]}"; do
  IFS='|' read -r name source tone title title_vi <<<"$clip"
  if [ "$STORYBOARDS_ONLY" = 0 ]; then
    make_clip "$name" "$source" "$tone" "$title"
    write_subtitles "$name" "$title" "$title_vi"
  fi
  make_storyboard "$name"
done

du -sh "$OUT"
