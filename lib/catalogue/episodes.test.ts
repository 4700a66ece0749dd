import type { Season } from "@/lib/contract/catalogue";
import { chooseEpisode, namesSomething, nextEpisode, playableSeasons } from "./episodes";
import { testEpisode } from "./test-seasons";

const episode = (id: number, no: number) => testEpisode(id, no, `E${no}`);
// Out of order on purpose, with an empty season: the API's order is not trusted.
const seasons: Season[] = [
  { id: 20, season_no: 2, episodes: [episode(202, 2), episode(201, 1)] },
  { id: 10, season_no: 1, episodes: [episode(101, 1), episode(102, 2), episode(103, 3)] },
  { id: 30, season_no: 3, episodes: [] },
];

const ids = (choice: ReturnType<typeof chooseEpisode>) => choice && [choice.season.id, choice.episode.id];

describe("namesSomething", () => {
  const playable = playableSeasons(seasons);

  it("accepts the series, a season it has, and an episode of that season", () => {
    expect(namesSomething(playable, null, null)).toBe(true);
    expect(namesSomething(playable, 2, null)).toBe(true);
    expect(namesSomething(playable, 1, 3)).toBe(true);
    expect(namesSomething(playable, 2, 2)).toBe(true);
  });

  it("refuses a season or an episode the series does not have (the page's 404)", () => {
    expect(namesSomething(playable, 9, 99)).toBe(false);
    expect(namesSomething(playable, 9, null)).toBe(false);
    expect(namesSomething(playable, 1, 99)).toBe(false);
    expect(namesSomething(playable, 2, 3)).toBe(false); // season 1 has an episode 3, season 2 does not
    expect(namesSomething(playable, 3, null)).toBe(false); // a season without episodes plays nothing
    expect(namesSomething(playable, null, 1)).toBe(false); // an episode of no season
  });
});

describe("chooseEpisode", () => {
  it("plays the season and episode the URL names", () => {
    expect(ids(chooseEpisode(seasons, 2, 2))).toEqual([20, 202]);
    expect(ids(chooseEpisode(seasons, 1, 3, { episode_id: 201 }))).toEqual([10, 103]);
  });

  it("never takes an episode number from another season", () => {
    expect(ids(chooseEpisode(seasons, 1, 3))).toEqual([10, 103]);
    expect(ids(chooseEpisode(seasons, 2, 3))).toEqual([20, 201]); // season 2 has no episode 3: its first
  });

  it("falls back to the last watched episode when the URL's season or episode is missing or invalid", () => {
    expect(ids(chooseEpisode(seasons, null, null, { episode_id: 201 }))).toEqual([20, 201]);
    expect(ids(chooseEpisode(seasons, 9, 1, { episode_id: 102 }))).toEqual([10, 102]);
    expect(ids(chooseEpisode(seasons, 1, 9, { episode_id: 102 }))).toEqual([10, 102]);
  });

  it("else plays the first episode of the named season, else the very first", () => {
    expect(ids(chooseEpisode(seasons, 2, null))).toEqual([20, 201]);
    expect(ids(chooseEpisode(seasons, null, 2))).toEqual([10, 101]);
    expect(ids(chooseEpisode(seasons, 3, 1))).toEqual([10, 101]); // season 3 has no episodes
    expect(ids(chooseEpisode(seasons, null, null, { episode_id: 999 }))).toEqual([10, 101]);
  });

  it("gives null for a series without episodes", () => {
    expect(chooseEpisode([], 1, 1)).toBeNull();
    expect(chooseEpisode([{ id: 1, season_no: 1, episodes: [] }], null, null)).toBeNull();
  });
});

describe("nextEpisode", () => {
  it("goes to the next episode, across seasons, and stops after the last", () => {
    expect(ids(nextEpisode(seasons, 101))).toEqual([10, 102]);
    expect(ids(nextEpisode(seasons, 103))).toEqual([20, 201]);
    expect(nextEpisode(seasons, 202)).toBeNull();
    expect(nextEpisode(seasons, 999)).toBeNull();
  });

  it("orders seasons and episodes and drops empty seasons", () => {
    expect(playableSeasons(seasons).map((s) => [s.season_no, s.episodes.map((e) => e.episode_no)])).toEqual([
      [1, [1, 2, 3]],
      [2, [1, 2]],
    ]);
  });
});
