import { positionChanged, progressBody } from "./saving";

describe("progressBody", () => {
  it("reports whole seconds inside the duration", () => {
    expect(progressBody({ kind: "movie", titleId: 18, position: 10.9, duration: 16.02 })).toEqual({
      title_kind: "movie",
      title_id: 18,
      position_sec: 10,
      duration_sec: 16,
    });
    expect(progressBody({ kind: "movie", titleId: 18, position: 99, duration: 16.5 })?.position_sec).toBe(16);
  });

  it("names the episode of a series", () => {
    expect(
      progressBody({ kind: "series", titleId: 3, episodeId: 7, position: 5, duration: 16 }),
    ).toMatchObject({
      episode_id: 7,
    });
  });

  it("gives nothing to save before the media knows its duration", () => {
    expect(progressBody({ kind: "movie", titleId: 1, position: 0, duration: NaN })).toBeNull();
    expect(progressBody({ kind: "movie", titleId: 1, position: 0, duration: Infinity })).toBeNull();
    expect(progressBody({ kind: "movie", titleId: 1, position: 0, duration: 0.5 })).toBeNull();
  });
});

describe("positionChanged", () => {
  it("skips saving the same second twice", () => {
    expect(positionChanged(null, 0)).toBe(true);
    expect(positionChanged(10, 10.7)).toBe(false);
    expect(positionChanged(10, 11.2)).toBe(true);
  });
});
