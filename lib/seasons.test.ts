/** @jest-environment node */
import fc from "fast-check";
import { episodeIdByNo, episodeNoById, seasonIdByNo, seasonNoById, type Season } from "./seasons";

const seasons: Season[] = [
  {
    id: 10,
    season_no: 1,
    episodes: [
      { id: 100, episode_no: 1 },
      { id: "101", episode_no: "2" },
    ],
  },
  { id: "20", season_no: "2", episodes: [{ id: 200, episode_no: 1 }] },
  { id: 30, season_no: 3, episodes: [] },
];

describe("season lookups", () => {
  it("finds ids and numbers, comparing as numbers", () => {
    expect(seasonIdByNo(seasons, 2)).toBe(20);
    expect(seasonIdByNo(seasons, "1")).toBe(10);
    expect(seasonNoById(seasons, 20)).toBe(2);
    expect(seasonNoById(seasons, "10")).toBe(1);
    expect(episodeIdByNo(seasons, "10", 2)).toBe(101);
    expect(episodeIdByNo(seasons, 20, "1")).toBe(200);
    expect(episodeNoById(seasons, 10, 101)).toBe(2);
    expect(episodeNoById(seasons, "20", "200")).toBe(1);
  });

  it("returns null when not found", () => {
    expect(seasonIdByNo(seasons, 9)).toBeNull();
    expect(seasonIdByNo(seasons, null)).toBeNull();
    expect(seasonIdByNo(seasons, "")).toBeNull();
    expect(seasonIdByNo(null, 1)).toBeNull();
    expect(seasonNoById(seasons, 99)).toBeNull();
    expect(episodeIdByNo(seasons, 30, 1)).toBeNull();
    expect(episodeIdByNo(seasons, 99, 1)).toBeNull();
    expect(episodeIdByNo(seasons, 10, 3)).toBeNull();
    expect(episodeNoById(seasons, 20, 100)).toBeNull();
    expect(episodeNoById(undefined, 10, 100)).toBeNull();
  });

  it("does not match an episode of another season", () => {
    expect(episodeIdByNo(seasons, 20, 2)).toBeNull();
  });

  it("survives seasons without an episodes array", () => {
    const broken = [{ id: 1, season_no: 1 }] as unknown as Season[];
    expect(episodeIdByNo(broken, 1, 1)).toBeNull();
  });

  /** Seasons with distinct ids and numbers, each written as a number or a numeric string at random. */
  const numeric = (n: number) => fc.constantFrom<number | string>(n, String(n));
  const seasonsArb = fc
    .uniqueArray(fc.tuple(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 50 })), {
      selector: ([id]) => id,
      maxLength: 8,
    })
    .chain((pairs) => {
      const nos = [...new Set(pairs.map(([, no]) => no))];
      return fc.tuple(
        ...nos.map((no, i) =>
          fc.record({
            id: numeric(pairs[i]![0]),
            season_no: numeric(no),
            episodes: fc
              .uniqueArray(fc.tuple(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 200 })), {
                selector: ([id]) => id,
                maxLength: 10,
              })
              .map((eps) => {
                const seen = new Set<number>();
                return eps
                  .filter(([, n]) => !seen.has(n) && seen.add(n))
                  .map(([id, n]) => ({ id: i % 2 ? String(id) : id, episode_no: n % 3 ? n : String(n) }));
              }),
          }),
        ),
      );
    });

  it("lookups agree with each other", () => {
    fc.assert(
      fc.property(seasonsArb, (list) => {
        for (const season of list) {
          const no = Number(season.season_no);
          const id = seasonIdByNo(list, no);
          expect(id).toBe(Number(season.id));
          expect(seasonNoById(list, id)).toBe(no);
          expect(seasonNoById(list, String(id))).toBe(no);
          for (const episode of season.episodes) {
            const epNo = Number(episode.episode_no);
            const epId = episodeIdByNo(list, id, epNo);
            expect(epId).toBe(Number(episode.id));
            expect(episodeNoById(list, id, epId)).toBe(epNo);
          }
        }
      }),
    );
  });
});
