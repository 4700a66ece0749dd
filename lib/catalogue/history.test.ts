import type { HistoryEntry } from "@/lib/contract/activity";
import { historyHref, progressPercent } from "./history";

const ep = (season_no: number, episode_no: number) => ({
  id: season_no * 100 + episode_no,
  season_id: season_no,
  season_no,
  episode_no,
  title_en: "E",
  title_vi: "T",
  image: null,
  duration_sec: 16,
});
const series = { kind: "series", id: 3, title_en: "Ghost Train Academy" } as HistoryEntry["title"];

describe("historyHref", () => {
  it("leads to the film, or to the series episode being watched, playing on arrival", () => {
    const film = { kind: "movie", id: 18, title_en: "The Quiet Orbit" } as HistoryEntry["title"];
    expect(historyHref({ title: film, episode: null, next_episode: null, finished: false })).toBe(
      "/movie/18/the-quiet-orbit#t=",
    );
    expect(historyHref({ title: series, episode: ep(1, 2), next_episode: null, finished: false })).toBe(
      "/tvseries/3/ghost-train-academy&ss=1&ep=2#t=",
    );
  });

  it("moves on to the next episode once the latest is finished", () => {
    expect(historyHref({ title: series, episode: ep(1, 3), next_episode: ep(2, 1), finished: true })).toBe(
      "/tvseries/3/ghost-train-academy&ss=2&ep=1#t=",
    );
    expect(historyHref({ title: series, episode: ep(2, 5), next_episode: null, finished: true })).toBe(
      "/tvseries/3/ghost-train-academy&ss=2&ep=5#t=",
    );
  });
});

describe("progressPercent", () => {
  it("rounds, clamps and fills finished titles", () => {
    expect(progressPercent({ progress: 0.444, finished: false })).toBe(44);
    expect(progressPercent({ progress: 1.7, finished: false })).toBe(100);
    expect(progressPercent({ progress: NaN, finished: false })).toBe(0);
    expect(progressPercent({ progress: 0.2, finished: true })).toBe(100);
  });
});
