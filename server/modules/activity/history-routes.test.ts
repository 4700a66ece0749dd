/** @jest-environment node */
import {
  DeletedSchema,
  HistoryPageSchema,
  PositionSchema,
  TitleHistorySchema,
} from "@/lib/contract/activity";
import { CHANGED_TAGS_HEADER } from "@/lib/catalogue/tags";
import { vnDay, watchSecondsOn } from "../programme";
import {
  call,
  ctx,
  episodes,
  filmAt,
  movieA,
  movieB,
  otherEpisodeId,
  seriesId,
  setUpActivityContext,
  viewer,
} from "./test-kit";

setUpActivityContext();

describe("watch history", () => {
  const save = async (token: string, body: Record<string, unknown>) =>
    call("put", "/api/history", token, body);

  it("clamps the position to the duration and keeps one row per film", async () => {
    const { token } = await viewer();
    const first = await save(token, filmAt(120.7));
    expect(first.status).toBe(200);
    expect(PositionSchema.parse(first.body)).toMatchObject({
      episode_id: null,
      position_sec: 120,
      duration_sec: 6000,
      finished: false,
    });
    const past = PositionSchema.parse((await save(token, filmAt(9000))).body);
    expect(past).toMatchObject({ position_sec: 6000, progress: 1, finished: true });
    const mine = TitleHistorySchema.parse((await call("get", `/api/history/movie/${movieA}`, token)).body);
    expect(mine.entries).toHaveLength(1);
    expect(mine.last?.position_sec).toBe(6000);
  });

  it("requires an episode of that very series for a series, and none for a film", async () => {
    const { token } = await viewer();
    const cases: [Record<string, unknown>, number][] = [
      [{ title_kind: "series", title_id: seriesId, position_sec: 1, duration_sec: 10 }, 422],
      [
        {
          title_kind: "series",
          title_id: seriesId,
          episode_id: otherEpisodeId,
          position_sec: 1,
          duration_sec: 10,
        },
        422,
      ],
      [
        { title_kind: "series", title_id: seriesId, episode_id: 999_999, position_sec: 1, duration_sec: 10 },
        422,
      ],
      [
        {
          title_kind: "movie",
          title_id: movieA,
          episode_id: episodes[0]!.id,
          position_sec: 1,
          duration_sec: 10,
        },
        422,
      ],
      [filmAt(-1, 10), 422],
      [filmAt(1, 0), 422],
      [{ title_kind: "movie", title_id: 999_999, position_sec: 1, duration_sec: 10 }, 404],
      [
        {
          title_kind: "series",
          title_id: 999_999,
          episode_id: episodes[0]!.id,
          position_sec: 1,
          duration_sec: 10,
        },
        404,
      ],
      [
        {
          title_kind: "series",
          title_id: seriesId,
          episode_id: episodes[1]!.id,
          position_sec: 5,
          duration_sec: 10,
        },
        200,
      ],
    ];
    for (const [body, status] of cases) {
      const result = await save(token, body);
      expect({ body, status: result.status }).toEqual({ body, status });
    }
    const mismatch = await call("put", "/api/history", token, {
      title_kind: "series",
      title_id: seriesId,
      episode_id: otherEpisodeId,
      position_sec: 1,
      duration_sec: 10,
    });
    expect(mismatch.body).toEqual({
      message: "The given data was invalid.",
      errors: { episode_id: ["This episode is not part of this series."] },
    });
  });

  it("lists the latest position per title, the episode, and what to play next", async () => {
    const { token } = await viewer();
    const [e1, e2] = episodes as [(typeof episodes)[number], (typeof episodes)[number]];
    await save(token, {
      title_kind: "series",
      title_id: seriesId,
      episode_id: e1.id,
      position_sec: e1.duration_sec,
      duration_sec: e1.duration_sec,
    });
    ctx.advance(60_000);
    await save(token, filmAt(600));
    ctx.advance(60_000);
    await save(token, {
      title_kind: "series",
      title_id: seriesId,
      episode_id: e2.id,
      position_sec: 300,
      duration_sec: e2.duration_sec,
    });

    const history = HistoryPageSchema.parse((await call("get", "/api/history", token)).body);
    expect(history.meta.total).toBe(2);
    const [latest, older] = history.data;
    expect(latest).toMatchObject({
      title_kind: "series",
      title_id: seriesId,
      episode_id: e2.id,
      position_sec: 300,
      finished: false,
    });
    expect(latest!.episode).toMatchObject({ id: e2.id, season_no: 1, episode_no: 2 });
    expect(latest!.next_episode).toBeNull();
    expect(latest!.title.title_en).toBe("House of Silk Lanterns");
    expect(older).toMatchObject({ title_kind: "movie", title_id: movieA, progress: 0.1, episode: null });

    // Finishing episode 2 puts episode 3 up next.
    ctx.advance(60_000);
    await save(token, {
      title_kind: "series",
      title_id: seriesId,
      episode_id: e2.id,
      position_sec: e2.duration_sec,
      duration_sec: e2.duration_sec,
    });
    const next = HistoryPageSchema.parse((await call("get", "/api/history", token)).body).data[0]!;
    expect(next.finished).toBe(false);
    expect(next.next_episode).toMatchObject({ season_no: 1, episode_no: 3 });

    // A title watched to the end drops out of "in progress".
    await save(token, filmAt(6000));
    const inProgress = HistoryPageSchema.parse((await call("get", "/api/history?in_progress=1", token)).body);
    expect(inProgress.data.map((e) => e.title_kind)).toEqual(["series"]);

    const series = TitleHistorySchema.parse(
      (await call("get", `/api/history/series/${seriesId}`, token)).body,
    );
    expect(series.last?.episode_id).toBe(e2.id);
    expect(series.entries.map((e) => e.episode_id)).toEqual([e2.id, e1.id]);
  });

  it("finishes a series only with its last episode", async () => {
    const { token } = await viewer();
    const last = episodes[episodes.length - 1]!;
    await save(token, {
      title_kind: "series",
      title_id: seriesId,
      episode_id: last.id,
      position_sec: last.duration_sec,
      duration_sec: last.duration_sec,
    });
    const history = HistoryPageSchema.parse((await call("get", "/api/history", token)).body);
    expect(history.data[0]).toMatchObject({ finished: true, next_episode: null });
    expect(
      HistoryPageSchema.parse((await call("get", "/api/history?in_progress=true", token)).body).data,
    ).toEqual([]);
  });

  it("shows and deletes only the caller's own rows", async () => {
    const alice = await viewer();
    const bob = await viewer();
    await save(alice.token, filmAt(10, 100));
    await save(alice.token, { title_kind: "movie", title_id: movieB, position_sec: 10, duration_sec: 100 });
    await save(bob.token, filmAt(50, 100));

    expect(
      TitleHistorySchema.parse((await call("get", `/api/history/movie/${movieA}`, bob.token)).body).last
        ?.position_sec,
    ).toBe(50);
    expect(HistoryPageSchema.parse((await call("get", "/api/history", bob.token)).body).meta.total).toBe(1);

    expect(
      DeletedSchema.parse((await call("delete", `/api/history/movie/${movieA}`, bob.token)).body),
    ).toEqual({ deleted: 1 });
    expect(
      TitleHistorySchema.parse((await call("get", `/api/history/movie/${movieA}`, bob.token)).body).last,
    ).toBeNull();
    expect(
      TitleHistorySchema.parse((await call("get", `/api/history/movie/${movieA}`, alice.token)).body).last
        ?.position_sec,
    ).toBe(10);

    expect((await call("delete", "/api/history", bob.token)).body).toEqual({ deleted: 0 });
    expect((await call("delete", "/api/history", alice.token)).body).toEqual({ deleted: 2 });
    expect(HistoryPageSchema.parse((await call("get", "/api/history", alice.token)).body).data).toEqual([]);
    expect((await call("get", "/api/history/movie/999999", alice.token)).status).toBe(404);
    expect((await call("get", "/api/history/film/1", alice.token)).status).toBe(404);
  });

  it("credits watching time to the points programme, never more than the time that passed", async () => {
    const { user, token } = await viewer();
    const day = () => vnDay(ctx.deps.now());
    const report = (position: number) => save(token, filmAt(position));

    // The site's leaderboards are told only when the watching earned points (a whole minute).
    const changed = async (position: number) => (await report(position)).headers.get(CHANGED_TAGS_HEADER);
    expect(await changed(0)).toBeNull(); // the first report proves nothing
    expect(await watchSecondsOn(ctx.db, user.id, day())).toBe(0);
    ctx.advance(90_000);
    expect(await changed(90)).toBe("leaderboard"); // 90 s played in 90 s: a point
    expect(await watchSecondsOn(ctx.db, user.id, day())).toBe(90);
    ctx.advance(30_000);
    await report(3000); // a seek: only the 30 s that passed count
    expect(await watchSecondsOn(ctx.db, user.id, day())).toBe(120);
    ctx.advance(30_000);
    await report(100); // going back earns nothing
    expect(await watchSecondsOn(ctx.db, user.id, day())).toBe(120);
  });
});
