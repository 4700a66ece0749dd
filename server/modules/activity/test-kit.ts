import { SeriesDetailSchema } from "@/lib/contract/catalogue";
import { seedContent } from "../../test-content";
import { createTestContext, createViewer, type TestContext } from "../../test-harness";

export let ctx: TestContext;
export let movieA: number;
export let movieB: number;
export let seriesId: number;
export let otherSeriesId: number;
export let episodes: { id: number; season_no: number; episode_no: number; duration_sec: number }[];
export let otherEpisodeId: number;

/** One seeded catalogue per test file: call at its top. */
export function setUpActivityContext() {
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
}

export const viewer = () => createViewer(ctx);

/** A position in film A (6000 s long unless told), as PUT /history and POST /handoffs take it. */
export const filmAt = (position_sec: number, duration_sec = 6000) => ({
  title_kind: "movie",
  title_id: movieA,
  position_sec,
  duration_sec,
});

export async function call(method: "get" | "put" | "delete", path: string, token?: string, body?: unknown) {
  const response =
    method === "get"
      ? await ctx.get(path, { token })
      : method === "put"
        ? await ctx.put(path, body, { token })
        : await ctx.delete(path, body, { token });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}
