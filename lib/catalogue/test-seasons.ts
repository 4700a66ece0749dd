/** Test data only: a series of three episodes in two seasons, playable (the demo's HLS clip). */
import type { Season } from "@/lib/contract/catalogue";

const episode = (id: number, no: number, title: string) => ({
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
});

export const TEST_SEASONS: Season[] = [
  { id: 10, season_no: 1, episodes: [episode(101, 1, "Departure"), episode(102, 2, "Tunnel")] },
  { id: 20, season_no: 2, episodes: [episode(201, 1, "Return")] },
];
