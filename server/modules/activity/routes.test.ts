/** @jest-environment node */
import { FavoritePageSchema, RatingSchema } from "@/lib/contract/activity";
import { sql } from "drizzle-orm";
import { createUser, queryRows, tokenFor } from "../../test-harness";
import { summaryOf, weightedRating } from "../catalogue";
import { call, ctx, movieA, movieB, seriesId, setUpActivityContext, viewer } from "./test-kit";

setUpActivityContext();

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

  type Total = { kind: string; id: number; sum: number; n: number };
  it("keeps each title's totals through every write, a deleted account included, equal to a recount", async () => {
    const totals = async () => {
      return queryRows<Total>(
        ctx,
        sql`
        select 'movie' as kind, id, rating_sum as sum, rating_count as n from movies
        union all select 'series', id, rating_sum, rating_count from tv_series order by 1, 2`,
      );
    };
    const viewers = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    const tokens = await Promise.all(viewers.map(({ user }) => tokenFor(ctx, user.id)));
    const titles = [
      { title_kind: "movie", title_id: movieA },
      { title_kind: "movie", title_id: movieB },
      { title_kind: "series", title_id: seriesId },
    ];
    // A fixed pseudo-random run of ratings, changes and withdrawals.
    let seed = 7;
    const next = (n: number) => (seed = (seed * 48_271) % 2_147_483_647) % n;
    for (let step = 0; step < 40; step++) {
      const token = tokens[next(tokens.length)]!;
      const title = titles[next(titles.length)]!;
      if (next(4) === 0) await call("delete", `/api/ratings/${title.title_kind}/${title.title_id}`, token);
      else
        expect((await call("put", "/api/ratings", token, { ...title, score: 1 + next(5) })).status).toBe(200);
    }
    const { user, password } = viewers[0]!;
    const deleted = await ctx.delete(
      "/api/delete-user-with-phone-and-password",
      { phone_number: `0${user.phoneNumber.slice(2)}`, password },
      { token: tokens[0] },
    );
    expect(deleted.status).toBe(200);

    const kept = await totals();
    const recount = await queryRows<Total>(
      ctx,
      sql`
      select t.kind, t.id, coalesce(sum(r.score), 0)::int as sum, count(r.score)::int as n
      from (select 'movie'::title_kind as kind, id from movies union all select 'series', id from tv_series) t
      left join ratings r on r.title_kind = t.kind and r.title_id = t.id
      group by t.kind, t.id order by 1, 2`,
    );
    expect(kept).toEqual(recount);
    await ctx.db.execute(sql`select rebuild_rating_totals()`);
    expect(await totals()).toEqual(kept);
    const card = (await (await ctx.get(`/api/movies/${movieA}`)).json()) as { rating: unknown };
    const mine = kept.find((row) => row.kind === "movie" && row.id === movieA)!;
    expect(card.rating).toEqual(summaryOf(mine.sum, mine.n));
    // The rating sort's stored score is the Bayesian mean the catalogue defines.
    const scores = await queryRows<Total & { score: number }>(
      ctx,
      sql`
      select 'movie' as kind, id, rating_sum as sum, rating_count as n, rating_score as score from movies
      union all select 'series', id, rating_sum, rating_count, rating_score from tv_series`,
    );
    for (const row of scores) expect(row.score).toBeCloseTo(weightedRating(row.sum, row.n), 9);
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
