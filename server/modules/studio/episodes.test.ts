/** @jest-environment node */
import { desc, eq } from "drizzle-orm";
import { SeriesDetailSchema } from "@/lib/contract/catalogue";
import { StudioEpisodeSchema, StudioSeasonsSchema, type StudioEpisode } from "@/lib/contract/studio-episodes";
import { auditLog, tvSeries } from "../../db/schema";
import { api, bodyOf, ctx, seedSeries, setUpStudioContext, signedInStaff } from "./test-kit";

setUpStudioContext();

let seriesId: number;
let editor: string;

beforeAll(async () => {
  seriesId = await seedSeries({ titleEn: "River Days", titleVi: "Ngày sông", year: 2024 });
  editor = (await signedInStaff("editor")).token;
});

const base = () => `/api/studio/series/${seriesId}`;
const seasonsNow = async () =>
  StudioSeasonsSchema.parse(await (await api.get(`${base()}/seasons`, editor)).json()).seasons;
const viewersSeasons = async () =>
  SeriesDetailSchema.parse(await (await ctx.get(`/api/series/${seriesId}`)).json()).seasons;
const lastAudit = async () => (await ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
const FIRST = { episode_no: 1, title_en: "The Ferry", title_vi: "Chuyến phà", duration_sec: 1_500 };
const bodyFrom = (episode: StudioEpisode, changes: Record<string, unknown> = {}) => {
  const { episode_no, title_en, title_vi, duration_sec, playback, updated_at } = episode;
  return { episode_no, title_en, title_vi, duration_sec, playback, updated_at, ...changes };
};
const PLAYBACK = {
  media: "clips/river/s1e1/master.m3u8",
  storyboard: null,
  subtitles: [{ lang: "en", path: "clips/river/s1e1/subs.en.vtt" }],
  segments: [{ kind: "intro", start_sec: 5, end_sec: 35 }],
};

describe("a series' seasons and episodes in the studio", () => {
  let episode: StudioEpisode;

  it("adds seasons in order and an episode to one, which viewers see and cannot play yet", async () => {
    expect(await seasonsNow()).toEqual([]);
    const first = await api.post(`${base()}/seasons`, {}, editor);
    expect(first.status).toBe(201);
    expect(first.headers.get("Cineva-Changed-Tags")).toBe(`series:${seriesId}, catalogue`);
    await api.post(`${base()}/seasons`, {}, editor);
    const seasons = await seasonsNow();
    expect(seasons.map((season) => season.season_no)).toEqual([1, 2]);
    expect(await lastAudit()).toMatchObject({ action: "season.create", after: { season_no: 2 } });

    const created = await api.post(`${base()}/seasons/${seasons[0]!.id}/episodes`, FIRST, editor);
    expect(created.status).toBe(201);
    episode = StudioEpisodeSchema.parse(await created.json());
    expect(episode).toMatchObject({ ...FIRST, season_no: 1, series_title_vi: "Ngày sông" });
    expect(episode.paths.vi).toBe(`/vi/tvseries/${seriesId}/river-days&ss=1&ep=1`);
    expect((await seasonsNow())[0]!.episodes).toEqual([{ id: episode.id, ...FIRST, playable: false }]);
    const [seen] = await viewersSeasons();
    expect(seen!.episodes[0]).toMatchObject({ title_vi: "Chuyến phà", media: null });
  });

  it("saves an episode's media, which the player is given, and audits what changed", async () => {
    const response = await api.put(
      `${base()}/episodes/${episode.id}`,
      bodyFrom(episode, { title_en: "The Night Ferry", playback: PLAYBACK }),
      editor,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cineva-Changed-Tags")).toBe(`series:${seriesId}, catalogue`);
    episode = StudioEpisodeSchema.parse(await response.json());
    expect(episode.playback).toEqual(PLAYBACK);
    const [seen] = await viewersSeasons();
    expect(seen!.episodes[0]!.media).toMatch(/\/media\/clips\/river\/s1e1\/master\.m3u8$/);
    expect(seen!.episodes[0]!.segments).toEqual(PLAYBACK.segments);
    const [show] = await ctx.db
      .select({ playable: tvSeries.playableEpisodes })
      .from(tvSeries)
      .where(eq(tvSeries.id, seriesId));
    expect(show!.playable).toBe(1);
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      action: "episode.update",
      targetType: "episode",
      before: { title_en: "The Ferry" },
    });
    expect(Object.keys(audit.after as object).sort()).toEqual(["playback", "title_en"]);
  });

  it("refuses a number another episode has, a stale save, wrong media, and another series' episode", async () => {
    const seasonId = episode.season_id;
    const second = StudioEpisodeSchema.parse(
      await (
        await api.post(`${base()}/seasons/${seasonId}/episodes`, { ...FIRST, episode_no: 2 }, editor)
      ).json(),
    );
    const taken = await api.put(
      `${base()}/episodes/${second.id}`,
      bodyFrom(second, { episode_no: 1 }),
      editor,
    );
    expect(taken.status).toBe(422);
    expect((await bodyOf(taken)).errors).toEqual({
      episode_no: ["Another episode of this season has this number."],
    });
    const again = await api.post(`${base()}/seasons/${seasonId}/episodes`, FIRST, editor);
    expect((await bodyOf(again)).errors?.episode_no).toHaveLength(1);

    const stale = await api.put(
      `${base()}/episodes/${episode.id}`,
      bodyFrom(episode, { title_en: "x", updated_at: new Date(0).toISOString() }),
      editor,
    );
    expect(stale.status).toBe(409);

    const wrong = await api.put(
      `${base()}/episodes/${episode.id}`,
      bodyFrom(episode, { duration_sec: 0, playback: { ...PLAYBACK, media: "../x.m3u8" } }),
      editor,
    );
    expect(wrong.status).toBe(422);
    expect(Object.keys((await bodyOf(wrong)).errors ?? {}).sort()).toEqual([
      "duration_sec",
      "playback.media",
    ]);

    expect(
      (await api.get(`/api/studio/series/${seriesId + 1000}/episodes/${episode.id}`, editor)).status,
    ).toBe(404);
    expect((await api.post(`/api/studio/series/${seriesId + 1000}/seasons`, {}, editor)).status).toBe(404);
    expect(
      (await api.post(`/api/studio/series/${seriesId}/seasons/${seasonId + 1000}/episodes`, FIRST, editor))
        .status,
    ).toBe(404);
    const kept = StudioEpisodeSchema.parse(
      await (await api.get(`${base()}/episodes/${episode.id}`, editor)).json(),
    );
    expect(kept).toEqual(episode);
  });
});
