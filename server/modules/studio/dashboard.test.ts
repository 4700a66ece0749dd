/** @jest-environment node */
import { DashboardSchema, DASHBOARD_DAYS } from "@/lib/contract/studio-dashboard";
import { dailyTitlePlays } from "../../db/schema";
import { createViewer } from "../../test-harness";
import { addDays, vnDay } from "../programme";
import { dashboardDays } from "./dashboard";
import { api, ctx, notify, seedFilm, setUpStudioContext, signedInStaff, topUp } from "./test-kit";

setUpStudioContext();

let film: number;
let admin: string;
beforeAll(async () => {
  film = await seedFilm({
    titleEn: "Rain over Hue",
    titleVi: "Mưa trên Huế",
    durationMin: 100,
    publishedAt: new Date(ctx.deps.now().getTime() - 86_400_000),
  });
  admin = (await signedInStaff("admin")).token;
});

async function board(token = admin) {
  const response = await api.get("/api/studio/dashboard", token);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toMatch(/no-store/);
  return DashboardSchema.parse(await response.json());
}
const today = async (token = admin) => (await board(token)).days.at(-1)!;
const watch = (token: string, position: number) =>
  ctx.put(
    "/api/history",
    { title_kind: "movie", title_id: film, position_sec: position, duration_sec: 6000 },
    { token },
  );

describe("the days shown", () => {
  it("are DASHBOARD_DAYS calendar days ending today, across a month's end", () => {
    const days = dashboardDays("2026-12-02");
    expect(days).toHaveLength(DASHBOARD_DAYS);
    expect(days.at(-1)).toBe("2026-12-02");
    expect(days.at(-3)).toBe("2026-11-30");
    expect(days[0]).toBe("2026-11-03");
  });
});

describe("the studio's dashboard", () => {
  it("counts a viewer's play once a day and the minutes their reports prove", async () => {
    const before = await board();
    expect(before.days.map((d) => d.day)).toEqual(dashboardDays(vnDay(ctx.deps.now())));
    const { token } = await createViewer(ctx, { createdAt: ctx.deps.now() });
    expect((await watch(token, 10)).status).toBe(200);
    ctx.advance(120_000);
    await watch(token, 130); // two minutes watched
    ctx.advance(60_000);
    await watch(token, 3_000); // a seek: only the minute that passed counts
    const after = await today();
    const was = before.days.at(-1)!;
    expect(after.plays - was.plays).toBe(1);
    expect(after.watched_minutes - was.watched_minutes).toBe(3);
    expect(after.new_viewers - was.new_viewers).toBe(1);
    const top = (await board()).top_titles.find((title) => title.id === film);
    expect(top).toMatchObject({
      kind: "movie",
      title_en: "Rain over Hue",
      title_vi: "Mưa trên Huế",
      plays: 1,
    });

    ctx.advance(24 * 3_600_000); // the next day, the same viewer goes on: a new play that day
    await watch(token, 3_060);
    admin = (await signedInStaff("admin")).token; // a studio session lasts hours, not a day
    const next = await board();
    expect(next.days.at(-1)!.plays).toBe(1);
    expect(next.days.at(-2)!.plays).toBe(after.plays);
    expect(next.top_titles.find((title) => title.id === film)!.plays).toBe(2);
  });

  it("keeps to its days: a day before them is not counted", async () => {
    const old = addDays(vnDay(ctx.deps.now()), -DASHBOARD_DAYS);
    await ctx.db
      .insert(dailyTitlePlays)
      .values({ day: old, titleKind: "movie", titleId: film, plays: 500, watchedSec: 0 });
    const shown = await board();
    expect(shown.days.every((day) => day.plays < 500)).toBe(true);
    expect(shown.top_titles.find((title) => title.id === film)!.plays).toBeLessThan(500);
  });

  it("lists searches that found nothing, most asked first, and not those that found something", async () => {
    const search = (q: string) => ctx.get(`/api/search?q=${encodeURIComponent(q)}`);
    for (const q of ["Phim Không Có", "phim khong co", "zzqx"]) expect((await search(q)).status).toBe(200);
    await search("Rain over");
    const misses = (await board()).searches_without_results;
    expect(misses.slice(0, 2)).toEqual([
      { query: "phim khong co", searches: 2 },
      { query: "zzqx", searches: 1 },
    ]);
    expect(misses.map((miss) => miss.query)).not.toContain("rain over");
  });

  it("shows top-ups by the Vietnamese day they were paid, to finance and admins only", async () => {
    const { token } = await createViewer(ctx);
    const before = await today();
    const paid = await topUp(token, 150_000);
    expect(await notify(paid.order_ref, 150_000)).toBe("00");
    await topUp(token, 90_000); // never paid: not a top-up
    const after = await today();
    expect(after.top_ups! - before.top_ups!).toBe(1);
    expect(after.top_up_vnd! - before.top_up_vnd!).toBe(150_000);
    expect((await today((await signedInStaff("finance")).token)).top_up_vnd).toBe(after.top_up_vnd);

    const editor = await board((await signedInStaff("editor")).token);
    expect(editor.money).toBe(false);
    expect(editor.days.every((day) => day.top_ups === null && day.top_up_vnd === null)).toBe(true);
    expect(editor.days.at(-1)!.plays).toBe(after.plays);
  });
});
