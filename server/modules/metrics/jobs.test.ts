/** @jest-environment node */
import { searchMisses } from "../../db/schema";
import { createTestContext } from "../../test-harness";
import { firstKeptDay, MISS_KEEP_DAYS, pruneSearchMisses, pruneSearchMissesJob } from "./jobs";

describe("searches that found nothing are kept for MISS_KEEP_DAYS days", () => {
  const now = new Date("2026-11-27T18:30:00Z"); // 01:30 on the 28th in Hanoi

  it("counting today, in Vietnam's calendar", () => {
    expect(MISS_KEEP_DAYS).toBe(90);
    expect(firstKeptDay(now)).toBe("2026-08-31"); // 28 Nov and the 89 days before
    expect(firstKeptDay(now, 1)).toBe("2026-11-28");
  });

  it("and the nightly job deletes the days before, nothing else", async () => {
    const ctx = await createTestContext();
    try {
      await ctx.db.insert(searchMisses).values([
        { day: "2026-08-30", query: "phim cũ", searches: 4 },
        { day: "2026-08-31", query: "phim cũ", searches: 2 },
        { day: "2026-11-28", query: "kite", searches: 1 },
      ]);
      const job = { id: "j", signal: new AbortController().signal, progress: async () => undefined };
      expect(await pruneSearchMissesJob.run({}, job, { ...ctx.jobDeps(), now: () => now })).toEqual({
        deleted: 1,
      });
      const left = await ctx.db
        .select({ day: searchMisses.day })
        .from(searchMisses)
        .orderBy(searchMisses.day);
      expect(left.map((row) => row.day)).toEqual(["2026-08-31", "2026-11-28"]);
      expect(await pruneSearchMisses(ctx.db, now)).toBe(0);
    } finally {
      await ctx.close();
    }
  });

  it("runs every night in Vietnam's small hours", () => {
    expect(pruneSearchMissesJob.schedule).toBe("10 3 * * *");
  });
});
