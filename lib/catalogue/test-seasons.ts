/** Test data only: episodes and a series of them, playable (the demo's HLS clip). */
import type { Season } from "@/lib/contract/catalogue";

/** An episode, numbered `no` in its season. */
export const testEpisode = (id: number, no: number, title: string) => ({
  id,
  episode_no: no,
  title_en: title,
  title_vi: `Tập ${no}: ${title}`,
  image: null,
  duration_sec: 16,
  media: "/media/clips/aurora/master.m3u8",
  subtitles: [],
  segments: [],
  storyboard: null,
  audio: [],
});

/** A series of three episodes in two seasons. */
export const TEST_SEASONS: Season[] = [
  { id: 10, season_no: 1, episodes: [testEpisode(101, 1, "Departure"), testEpisode(102, 2, "Tunnel")] },
  { id: 20, season_no: 2, episodes: [testEpisode(201, 1, "Return")] },
];
