import { TitlePageSchema } from "@/lib/contract/catalogue";
import { movies } from "../../db/schema";
import { FILMS } from "../../demo/content/films";
import { searchTextOf } from "../../db/search-text";
import { seedContent } from "../../test-content";
import { createTestContext, type TestContext } from "../../test-harness";

export let ctx: TestContext;
export let godfatherId: number;
export let scheduledId: number;

/** The shared database of this module's route tests: call at the top of each test file. */
export function setUpCatalogueContext() {
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedContent(ctx);
    // A title named like a Vietnamese classic, to search for with and without accents.
    const [row] = await ctx.db
      .insert(movies)
      .values({
        titleEn: "The Godfather of Chợ Lớn",
        titleVi: "Bố Già Chợ Lớn",
        year: 2020,
        country: "VN",
        originalLanguage: "vi",
        durationMin: 110,
        searchText: searchTextOf("The Godfather of Chợ Lớn", "Bố Già Chợ Lớn"),
        viewCount: 5,
        publishedAt: new Date(ctx.deps.now().getTime() - 400 * 86_400_000),
      })
      .returning({ id: movies.id });
    godfatherId = row!.id;
    // Scheduled for next week: not listed, not found, not viewable yet.
    const [later] = await ctx.db
      .insert(movies)
      .values({
        titleEn: "Tomorrow's Premiere",
        titleVi: "Công chiếu ngày mai",
        year: 2026,
        country: "US",
        originalLanguage: "en",
        durationMin: 90,
        searchText: searchTextOf("Tomorrow's Premiere", "Công chiếu ngày mai"),
        publishedAt: new Date(ctx.deps.now().getTime() + 7 * 86_400_000),
      })
      .returning({ id: movies.id });
    scheduledId = later!.id;
  }, 60_000);
  afterAll(() => ctx.close());
}

export const FILM_COUNT = FILMS.length + 1; // + the Godfather above (the scheduled one is not counted)

export async function getJson(path: string, init?: Parameters<TestContext["get"]>[1]) {
  const response = await ctx.get(path, init);
  return { status: response.status, body: (await response.json()) as unknown, response };
}

export async function page(path: string) {
  const { status, body } = await getJson(path);
  expect(status).toBe(200);
  return TitlePageSchema.parse(body);
}
