import type { StudioEpisode } from "@/lib/contract/studio-episodes";
import { episodeValues, nextEpisodeNo, nextSeasonNo, typedEpisodeValues } from "./episode-editor";
import { onPlaybackFields, playbackBody } from "./playback-fields";

const row = (episode_no: number) => ({
  id: episode_no,
  episode_no,
  title_en: "",
  title_vi: "",
  duration_sec: 60,
  playable: false,
});

describe("the numbers the studio offers next", () => {
  it("follows the season's last episode, and the series' last season", () => {
    expect(nextEpisodeNo({ id: 1, season_no: 1, episodes: [] })).toBe(1);
    expect(nextEpisodeNo({ id: 1, season_no: 1, episodes: [row(1), row(4), row(2)] })).toBe(5);
    expect(nextSeasonNo([])).toBe(1);
    expect(nextSeasonNo([{ id: 9, season_no: 3, episodes: [] }])).toBe(4);
  });
});

describe("an episode in its editor", () => {
  const episode: StudioEpisode = {
    id: 4,
    series_id: 2,
    series_title_en: "River Days",
    series_title_vi: "Ngày sông",
    season_id: 3,
    season_no: 1,
    episode_no: 2,
    title_en: "The Ferry",
    still: null,
    title_vi: "Chuyến phà",
    duration_sec: 1_500,
    playback: {
      media: "clips/river/master.m3u8",
      storyboard: null,
      subtitles: [{ lang: "vi", path: "clips/river/subs.vi.vtt" }],
      segments: [{ kind: "intro", start_sec: 5, end_sec: 35 }],
    },
    updated_at: "2026-11-27T00:00:00.000Z",
    paths: { en: "/en/tvseries/2/river-days&ss=1&ep=2", vi: "/vi/tvseries/2/river-days&ss=1&ep=2" },
  };

  it("shows its values as text and posts them back unchanged", () => {
    const values = episodeValues(episode);
    expect(values).toMatchObject({
      episode_no: "2",
      duration_sec: "1500",
      intro_end: "35",
      subtitles_vi: "clips/river/subs.vi.vtt",
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.set(name, value);
    expect(typedEpisodeValues(form)).toEqual(values);
    expect(playbackBody(values)).toEqual({
      ...episode.playback,
      segments: [{ kind: "intro", start_sec: "5", end_sec: "35" }],
    });
  });

  it("names the media field a refusal is about, and leaves the others' names", () => {
    const sent = playbackBody(episodeValues(episode));
    expect(onPlaybackFields({ "playback.segments.0.end_sec": "after", duration_sec: "range" }, sent)).toEqual(
      { intro_end: "after", duration_sec: "range" },
    );
  });
});
