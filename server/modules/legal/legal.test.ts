import { versionInEffect } from "./legal";

/** Versions as the database gives them: the newest first. */
const versions = (...days: string[]) => days.map((effectiveOn, id) => ({ id, effectiveOn }));

describe("versionInEffect", () => {
  it("is the newest version in effect, with the earliest one still to come", () => {
    const all = versions("2027-03-01", "2027-01-10", "2026-11-01", "2026-01-01");
    expect(versionInEffect(all, "2026-11-27")).toEqual({ version: all[2], upcomingOn: "2027-01-10" });
    expect(versionInEffect(all, "2027-01-10")).toEqual({ version: all[1], upcomingOn: "2027-03-01" });
    expect(versionInEffect(all, "2027-05-05")).toEqual({ version: all[0], upcomingOn: null });
  });

  it("shows the first version before it takes effect, announcing the one after it", () => {
    const all = versions("2027-02-01", "2027-01-01");
    expect(versionInEffect(all, "2026-11-27")).toEqual({ version: all[1], upcomingOn: "2027-02-01" });
    expect(versionInEffect(versions("2027-01-01"), "2026-11-27")).toEqual({
      version: { id: 0, effectiveOn: "2027-01-01" },
      upcomingOn: null,
    });
  });

  it("is null for a document without versions", () => {
    expect(versionInEffect([], "2026-11-27")).toBeNull();
  });
});
