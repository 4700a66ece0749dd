import { earningBars } from "./chart";

describe("earningBars", () => {
  it("scales every month against the best one and labels it mm/yyyy", () => {
    expect(
      earningBars([
        { month: "2026-09", commission: 0 },
        { month: "2026-10", commission: 50_000 },
        { month: "2026-11", commission: 200_000 },
      ]),
    ).toEqual([
      { month: "2026-09", label: "09/2026", percent: 0 },
      { month: "2026-10", label: "10/2026", percent: 25 },
      { month: "2026-11", label: "11/2026", percent: 100 },
    ]);
  });

  it("draws flat bars when nothing was earned", () => {
    expect(earningBars([{ month: "2026-11", commission: 0 }])[0]?.percent).toBe(0);
    expect(earningBars([])).toEqual([]);
  });
});
