/** @jest-environment node */
import {
  DeletedSchema,
  FavoritePageSchema,
  HistoryPageSchema,
  PositionSchema,
  RatingSchema,
  TitleHistorySchema,
} from "@/lib/contract/activity";
import { SeriesDetailSchema } from "@/lib/contract/catalogue";
import { vnDay, watchSecondsOn } from "../programme";
import { seedContent } from "../../test/content";
import { createTestContext, createUser, tokenFor, type TestContext } from "../../test/harness";

let ctx: TestContext;
let movieA: number;
let movieB: number;
let seriesId: number;
let otherSeriesId: number;
let episodes: { id: number; season_no: number; episode_no: number; duration_sec: number }[];
let otherEpisodeId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const catalogue = await seedContent(ctx);
  [movieA, movieB] = catalogue.movieIds as [number, number];
  [seriesId, otherSeriesId] = catalogue.seriesIds as [number, number];
  const series = SeriesDetailSchema.parse(await (await ctx.get(`/api/series/${seriesId}`)).json());
  episodes = series.seasons.flatMap((season) =>
    season.episodes.map((e) => ({
      id: e.id,
      season_no: season.season_no,
      episode_no: e.episode_no,
      duration_sec: e.duration_sec,
    })),
  );
  const other = SeriesDetailSchema.parse(await (await ctx.get(`/api/series/${otherSeriesId}`)).json());
  otherEpisodeId = other.seasons[0]!.episodes[0]!.id;
}, 60_000);
afterAll(() => ctx.close());

async function viewer() {
  const { user } = await createUser(ctx);
  return { user, token: await tokenFor(ctx, user.id) };
}

async function call(method: "get" | "put" | "delete", path: string, token?: string, body?: unknown) {
  const response =
    method === "get"
      ? await ctx.get(path, { token })
      : method === "put"
        ? await ctx.put(path, body, { token })
        : await ctx.delete(path, body, { token });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("sign-in", () => {
  it("is required for everything but the rating summary", async () => {
    const calls: [Parameters<typeof call>[0], string, unknown?][] = [
      ["put", "/api/ratings", { title_kind: "movie", title_id: 1, score: 4 }],
      ["delete", `/api/ratings/movie/${movieA}`],
      ["get", "/api/favorites"],
      ["put", "/api/favorites", { title_kind: "movie", title_id: movieA }],
      ["get", `/api/favorites/movie/${movieA}`],
      ["delete", `/api/favorites/movie/${movieA}`],
      ["put", "/api/history", { title_kind: "movie", title_id: movieA, position_sec: 1, duration_sec: 10 }],
      ["get", "/api/history"],
      ["get", `/api/history/movie/${movieA}`],
      ["delete", `/api/history/movie/${movieA}`],
      ["delete", "/api/history"],
    ];
    for (const [method, path, body] of calls) {
      const result = await call(method, path, undefined, body);
      expect({ method, path, status: result.status }).toEqual({ method, path, status: 401 });
    }
    const blocked = await createUser(ctx, { status: "blocked" });
    expect((await call("get", "/api/favorites", await tokenFor(ctx, blocked.user.id))).status).toBe(423);
    expect((await call("get", `/api/ratings/movie/${movieA}`)).status).toBe(200);
  });
});

describe("ratings", () => {
  it("keeps one score per viewer and updates the average and count", async () => {
    const alice = await viewer();
    const bob = await viewer();
    const rate = async (token: string, score: number) => {
      const { status, body } = await call("put", "/api/ratings", token, {
        title_kind: "movie",
        title_id: movieB,
        score,
      });
      expect(status).toBe(200);
      return RatingSchema.parse(body);
    };
    expect(await rate(alice.token, 4)).toEqual({
      title_kind: "movie",
      title_id: movieB,
      average: 4,
      count: 1,
      score: 4,
    });
    expect(await rate(bob.token, 1)).toMatchObject({ average: 2.5, count: 2, score: 1 });
    expect(await rate(alice.token, 5)).toMatchObject({ average: 3, count: 2, score: 5 });

    const asVisitor = RatingSchema.parse((await call("get", `/api/ratings/movie/${movieB}`)).body);
    expect(asVisitor).toMatchObject({ average: 3, count: 2, score: null });
    const asBob = RatingSchema.parse((await call("get", `/api/ratings/movie/${movieB}`, bob.token)).body);
    expect(asBob.score).toBe(1);

    const withdrawn = RatingSchema.parse(
      (await call("delete", `/api/ratings/movie/${movieB}`, bob.token)).body,
    );
    expect(withdrawn).toMatchObject({ average: 5, count: 1, score: null });
    const card = (await (await ctx.get(`/api/movies/${movieB}`)).json()) as { rating: unknown };
    expect(card.rating).toEqual({ average: 5, count: 1 });
  });

  it("refuses scores outside 1–5 and unknown titles", async () => {
    const { token } = await viewer();
    for (const score of [0, 6, 2.5, "4", null]) {
      const { status, body } = await call("put", "/api/ratings", token, {
        title_kind: "movie",
        title_id: movieA,
        score,
      });
      expect({ score, status }).toEqual({ score, status: 422 });
      expect(body).toMatchObject({ errors: { score: expect.any(Array) } });
    }
    expect(
      (await call("put", "/api/ratings", token, { title_kind: "film", title_id: movieA, score: 3 })).status,
    ).toBe(422);
    expect(
      (await call("put", "/api/ratings", token, { title_kind: "movie", title_id: 999_999, score: 3 })).status,
    ).toBe(404);
    expect(
      (await call("put", "/api/ratings", token, { title_kind: "series", title_id: 999_999, score: 3 }))
        .status,
    ).toBe(404);
    for (const path of [
      "/api/ratings/movie/999999",
      "/api/ratings/film/1",
      "/api/ratings/movie/abc",
      "/api/ratings/series/0",
    ]) {
      expect({ path, status: (await call("get", path)).status }).toEqual({ path, status: 404 });
    }
  });
});

describe("favorites", () => {
  it("are private to each viewer, idempotent, and listed with title cards", async () => {
    const alice = await viewer();
    const bob = await viewer();
    expect(
      (await call("put", "/api/favorites", alice.token, { title_kind: "movie", title_id: movieA })).body,
    ).toEqual({
      favorite: true,
    });
    ctx.advance(1000);
    await call("put", "/api/favorites", alice.token, { title_kind: "series", title_id: seriesId });
    await call("put", "/api/favorites", alice.token, { title_kind: "series", title_id: seriesId }); // again: no error

    const list = FavoritePageSchema.parse((await call("get", "/api/favorites", alice.token)).body);
    expect(list.data.map((f) => [f.title.kind, f.title.id])).toEqual([
      ["series", seriesId],
      ["movie", movieA],
    ]);
    expect(list.meta.total).toBe(2);
    expect(list.data[0]!.title.title_vi).toBeTruthy();

    expect(FavoritePageSchema.parse((await call("get", "/api/favorites", bob.token)).body).data).toEqual([]);
    expect((await call("get", `/api/favorites/movie/${movieA}`, alice.token)).body).toEqual({
      favorite: true,
    });
    expect((await call("get", `/api/favorites/movie/${movieA}`, bob.token)).body).toEqual({
      favorite: false,
    });

    // Bob removing it changes nothing for Alice.
    expect((await call("delete", `/api/favorites/movie/${movieA}`, bob.token)).body).toEqual({
      favorite: false,
    });
    expect((await call("get", `/api/favorites/movie/${movieA}`, alice.token)).body).toEqual({
      favorite: true,
    });
    await call("delete", `/api/favorites/movie/${movieA}`, alice.token);
    expect((await call("get", `/api/favorites/movie/${movieA}`, alice.token)).body).toEqual({
      favorite: false,
    });
  });

  it("refuses unknown titles and bad ids", async () => {
    const { token } = await viewer();
    expect(
      (await call("put", "/api/favorites", token, { title_kind: "movie", title_id: 999_999 })).status,
    ).toBe(404);
    expect((await call("put", "/api/favorites", token, { title_kind: "movie", title_id: -1 })).status).toBe(
      422,
    );
    expect([400, 422]).toContain((await call("put", "/api/favorites", token, "not json")).status);
    expect((await call("get", "/api/favorites/movie/nope", token)).status).toBe(404);
    expect((await call("delete", "/api/favorites/tv/1", token)).status).toBe(404);
    expect((await call("get", "/api/favorites?per_page=500", token)).status).toBe(422);
  });
});

describe("watch history", () => {
  const save = async (token: string, body: Record<string, unknown>) =>
    call("put", "/api/history", token, body);

  it("clamps the position to the duration and keeps one row per film", async () => {
    const { token } = await viewer();
    const first = await save(token, {
      title_kind: "movie",
      title_id: movieA,
      position_sec: 120.7,
      duration_sec: 6000,
    });
    expect(first.status).toBe(200);
    expect(PositionSchema.parse(first.body)).toMatchObject({
      episode_id: null,
      position_sec: 120,
      duration_sec: 6000,
      finished: false,
    });
    const past = PositionSchema.parse(
      (await save(token, { title_kind: "movie", title_id: movieA, position_sec: 9000, duration_sec: 6000 }))
        .body,
    );
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
      [{ title_kind: "movie", title_id: movieA, position_sec: -1, duration_sec: 10 }, 422],
      [{ title_kind: "movie", title_id: movieA, position_sec: 1, duration_sec: 0 }, 422],
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
    await save(token, { title_kind: "movie", title_id: movieA, position_sec: 600, duration_sec: 6000 });
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
    await save(token, { title_kind: "movie", title_id: movieA, position_sec: 6000, duration_sec: 6000 });
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
    await save(alice.token, { title_kind: "movie", title_id: movieA, position_sec: 10, duration_sec: 100 });
    await save(alice.token, { title_kind: "movie", title_id: movieB, position_sec: 10, duration_sec: 100 });
    await save(bob.token, { title_kind: "movie", title_id: movieA, position_sec: 50, duration_sec: 100 });

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
    const report = (position: number) =>
      save(token, { title_kind: "movie", title_id: movieA, position_sec: position, duration_sec: 6000 });

    await report(0); // the first report proves nothing
    expect(await watchSecondsOn(ctx.db, user.id, day())).toBe(0);
    ctx.advance(90_000);
    await report(90); // 90 s played in 90 s
    expect(await watchSecondsOn(ctx.db, user.id, day())).toBe(90);
    ctx.advance(30_000);
    await report(3000); // a seek: only the 30 s that passed count
    expect(await watchSecondsOn(ctx.db, user.id, day())).toBe(120);
    ctx.advance(30_000);
    await report(100); // going back earns nothing
    expect(await watchSecondsOn(ctx.db, user.id, day())).toBe(120);
  });
});
