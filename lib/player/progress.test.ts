import { formatClock, positionChanged, progressBody, resumePosition } from "./progress";

describe("resumePosition", () => {
  it("resumes where the viewer left off", () => {
    expect(resumePosition(42, 120)).toBe(42);
    expect(resumePosition(42, NaN)).toBe(42);
  });

  it("starts over near the start, near the end, once finished, and without a saved position", () => {
    expect(resumePosition(null, 120)).toBe(0);
    expect(resumePosition(3, 120)).toBe(0);
    expect(resumePosition(116, 120)).toBe(0);
    expect(resumePosition(115, 120)).toBe(0); // 95 % watched counts as finished
    expect(resumePosition(900, 16)).toBe(0); // the media is shorter than the catalogue said
  });
});

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

describe("positionChanged / formatClock", () => {
  it("skip saving the same second twice", () => {
    expect(positionChanged(null, 0)).toBe(true);
    expect(positionChanged(10, 10.7)).toBe(false);
    expect(positionChanged(10, 11.2)).toBe(true);
  });

  it("format times as the player shows them", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(16.4)).toBe("0:16");
    expect(formatClock(245)).toBe("4:05");
    expect(formatClock(3909)).toBe("1:05:09");
    expect(formatClock(NaN)).toBe("0:00");
  });
});
