import { formatClock, resumePosition } from "./progress";

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

describe("formatClock", () => {
  it("formats times as the player shows them", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(16.4)).toBe("0:16");
    expect(formatClock(245)).toBe("4:05");
    expect(formatClock(3909)).toBe("1:05:09");
    expect(formatClock(NaN)).toBe("0:00");
  });
});
