/** @jest-environment node */
import { GenreListSchema, HomeSchema, SectionListSchema, SectionPageSchema } from "@/lib/contract/catalogue";
import { and, eq, inArray } from "drizzle-orm";
import { movies, ratings, titleGenres } from "../../db/schema";
import { FILMS } from "../../demo/content/films";
import { SERIES } from "../../demo/content/series";
import { SECTIONS } from "../../demo/content/taxonomy";
import { createUser } from "../../test-harness";
import { FILM_COUNT, ctx, getJson, page, scheduledId, setUpCatalogueContext } from "./test-kit";

setUpCatalogueContext();

describe("GET /api/home", () => {
  it("has the banners, a row per section, and the top-rated and newest rows, in both languages", async () => {
    const empty = HomeSchema.parse((await getJson("/api/home")).body);
    expect(empty.rows.map((row) => row.key)).not.toContain("top-rated"); // nobody has rated anything yet

    const { user } = await createUser(ctx);
    const [first, second] = await ctx.db.select({ id: movies.id }).from(movies).limit(2);
    await ctx.db.insert(ratings).values([
      { userId: user.id, titleKind: "movie", titleId: first!.id, score: 2 },
      { userId: user.id, titleKind: "movie", titleId: second!.id, score: 5 },
    ]);
    const { status, body, response } = await getJson("/api/home");
    expect(status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("public");
    const home = HomeSchema.parse(body);
    expect(home.banners.length).toBeGreaterThanOrEqual(5);
    for (const banner of home.banners) {
      expect(banner.image).toMatch(/\.webp$/);
      expect(banner.headline_vi).not.toBe(banner.headline_en);
      expect(banner.title.title_en).toBeTruthy();
    }
    const sectionRows = home.rows.filter((row) => row.section_id !== null);
    expect(sectionRows.map((row) => row.name_en)).toEqual(Object.values(SECTIONS).map((s) => s.en));
    expect(home.rows.map((row) => row.key)).toEqual(expect.arrayContaining(["top-rated", "newest"]));
    for (const row of home.rows) {
      expect(row.titles.length).toBeGreaterThan(0);
      expect(row.titles.length).toBeLessThanOrEqual(16);
    }
    const newest = home.rows.find((row) => row.key === "newest")!.titles;
    const dates = newest.map((t) => t.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(newest.some((t) => t.id === scheduledId && t.kind === "movie")).toBe(false);
    const topRated = home.rows.find((row) => row.key === "top-rated")!.titles;
    expect(topRated.map((t) => t.id)).toEqual([second!.id, first!.id]);
    await ctx.db.delete(ratings);
  });
});

describe("GET /api/movies and /api/series", () => {
  it("pages through every film exactly once", async () => {
    const first = await page("/api/movies?per_page=10");
    expect(first.meta).toEqual({
      page: 1,
      per_page: 10,
      total: FILM_COUNT,
      last_page: Math.ceil(FILM_COUNT / 10),
    });
    const seen = new Set<number>();
    for (let p = 1; p <= first.meta.last_page; p++) {
      const { data } = await page(`/api/movies?per_page=10&page=${p}`);
      for (const card of data) {
        expect(card.kind).toBe("movie");
        seen.add(card.id);
      }
    }
    expect(seen.size).toBe(FILM_COUNT);
    expect(seen.has(scheduledId)).toBe(false);
    const beyond = await page(`/api/movies?per_page=10&page=${first.meta.last_page + 1}`);
    expect(beyond.data).toEqual([]);
    // The total follows films added and removed (title_totals), the published ones only.
    const added = await ctx.db
      .insert(movies)
      .values(
        [0, 1, 2].map((i) => ({
          titleEn: `Counted ${i}`,
          titleVi: `Đếm ${i}`,
          year: 2024,
          country: "VN",
          originalLanguage: "vi",
          durationMin: 90,
          // One of them is scheduled for tomorrow: not counted yet.
          publishedAt: new Date(ctx.deps.now().getTime() + (i === 2 ? 86_400_000 : -86_400_000)),
        })),
      )
      .returning({ id: movies.id });
    expect((await page("/api/movies?per_page=10")).meta.total).toBe(FILM_COUNT + 2);
    await ctx.db.delete(movies).where(
      inArray(
        movies.id,
        added.map((row) => row.id),
      ),
    );
    expect((await page("/api/movies?per_page=10")).meta.total).toBe(FILM_COUNT);
  });

  it("sorts by newest (default), popularity and rating", async () => {
    const newest = await page("/api/movies?per_page=48");
    const dates = newest.data.map((card) => card.published_at);
    expect(dates).toEqual([...dates].sort().reverse());

    const popular = await page("/api/movies?sort=popular&per_page=48");
    const views = popular.data.map((card) => card.view_count);
    expect(views).toEqual([...views].sort((a, b) => b - a));

    // Twelve five-star votes lift the least-watched film to the top of the rating sort.
    const quiet = popular.data[popular.data.length - 1]!;
    const voters = await Promise.all(Array.from({ length: 12 }, () => createUser(ctx)));
    await ctx.db.insert(ratings).values(
      voters.map(({ user }) => ({
        userId: user.id,
        titleKind: "movie" as const,
        titleId: quiet.id,
        score: 5,
      })),
    );
    const rated = await page("/api/movies?sort=rating&per_page=5");
    expect(rated.data[0]!.id).toBe(quiet.id);
    expect(rated.data[0]!.rating).toEqual({ average: 5, count: 12 });
    await ctx.db.delete(ratings);
  });

  it("filters by country, year, genre and section, alone and together", async () => {
    const vn = await page("/api/movies?country=vn&per_page=48");
    expect(vn.meta.total).toBe(FILMS.filter((f) => f.country === "VN").length + 1);
    expect(vn.data.every((card) => card.country === "VN")).toBe(true);

    const y2024 = await page("/api/movies?year=2024&per_page=48");
    expect(y2024.meta.total).toBe(FILMS.filter((f) => f.year === 2024).length);
    expect(y2024.data.every((card) => card.year === 2024)).toBe(true);

    const genres = GenreListSchema.parse((await getJson("/api/genres")).body).data;
    const animation = genres.find((g) => g.name_en === "Animation")!;
    const animated = await page(`/api/movies?genre=${animation.id}&per_page=48`);
    expect(animated.meta.total).toBe(animation.movie_count);
    expect(animated.data.every((card) => card.genres.some((g) => g.id === animation.id))).toBe(true);

    const sections = SectionListSchema.parse((await getJson("/api/sections")).body).data;
    const family = sections.find((s) => s.name_en === "Family Night")!;
    const familyFilms = FILMS.filter((f) => f.sections.includes("family"));
    const inFamily = await page(`/api/movies?section=${family.id}&per_page=48`);
    expect(inFamily.data.map((c) => c.title_en).sort()).toEqual(familyFilms.map((f) => f.en).sort());

    const both = await page(`/api/movies?section=${family.id}&genre=${animation.id}&country=VN&per_page=48`);
    expect(both.data.map((c) => c.title_en)).toEqual(["Lanterns for the Moon Festival"]);

    const none = await page("/api/movies?year=1901");
    expect(none).toEqual({ data: [], meta: { page: 1, per_page: 24, total: 0, last_page: 1 } });
  });

  it("refuses bad query strings with a 422, never a 500", async () => {
    for (const query of [
      "per_page=49",
      "per_page=0",
      "page=0",
      "page=abc",
      "sort=best",
      "year=x",
      "country=VNM",
      "genre=-1",
    ]) {
      const { status, body } = await getJson(`/api/movies?${query}`);
      expect({ query, status }).toEqual({ query, status: 422 });
      expect(body).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
  });

  it("says what is wrong with a query parameter, whichever it is", async () => {
    for (const [query, field, text] of [
      ["year=1800", "year", "Enter a number of at least 1870."],
      ["year=x", "year", "Enter a number."],
      ["genre=1.5", "genre", "Enter a whole number."],
      ["sort=best", "sort", "Choose one of: newest, popular, rating."],
    ]) {
      const { body } = await getJson(`/api/movies?${query}`);
      expect((body as { errors: Record<string, string[]> }).errors[field!]).toEqual([text]);
    }
  });

  it("lists series with their season and episode counts", async () => {
    const series = await page("/api/series?per_page=48&sort=popular");
    expect(series.meta.total).toBe(SERIES.length);
    for (const card of series.data) {
      const seed = SERIES.find((s) => s.en === card.title_en)!;
      expect(card.kind).toBe("series");
      expect(card.duration_min).toBeNull();
      expect(card.seasons_count).toBe(seed.seasons.length);
      expect(card.episodes_count).toBe(seed.seasons.reduce((a, b) => a + b, 0));
    }
    const jp = await page("/api/series?country=JP");
    expect(jp.data.map((c) => c.title_en).sort()).toEqual(["Ghost Train Academy", "Tokyo Night Shift"]);
  });
});

describe("sections and genres", () => {
  it("lists the sections in order and pages a section's titles", async () => {
    const sections = SectionListSchema.parse((await getJson("/api/sections")).body).data;
    expect(sections.length).toBeGreaterThanOrEqual(8);
    expect(sections.map((s) => s.position)).toEqual(
      [...sections.map((s) => s.position)].sort((a, b) => a - b),
    );
    const binge = sections.find((s) => s.name_en === "Binge-worthy Series")!;
    const first = SectionPageSchema.parse((await getJson(`/api/sections/${binge.id}?per_page=4`)).body);
    expect(first.section).toEqual(binge);
    expect(first.data).toHaveLength(4);
    expect(first.meta.total).toBe(binge.title_count);
    const second = SectionPageSchema.parse(
      (await getJson(`/api/sections/${binge.id}?per_page=4&page=2`)).body,
    );
    const ids = [...first.data, ...second.data].map((c) => `${c.kind}:${c.id}`);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("counts the films and series of every genre", async () => {
    const genres = GenreListSchema.parse((await getJson("/api/genres")).body).data;
    expect(genres.length).toBeGreaterThanOrEqual(8);
    const counted = async () => {
      const links = await ctx.db.select().from(titleGenres);
      const listed = GenreListSchema.parse((await getJson("/api/genres")).body).data;
      for (const genre of listed) {
        const of = (kind: string) =>
          links.filter((l) => l.genreId === genre.id && l.titleKind === kind).length;
        expect({ genre: genre.name_en, movies: genre.movie_count, series: genre.series_count }).toEqual({
          genre: genre.name_en,
          movies: of("movie"),
          series: of("series"),
        });
      }
      return listed;
    };
    expect((await counted()).length).toBe(genres.length);
    // The counts follow a title filed under one more genre, and taken out of it again.
    const [film] = await ctx.db.select({ id: movies.id }).from(movies).limit(1);
    const filed = await ctx.db.select().from(titleGenres).where(eq(titleGenres.titleId, film!.id));
    const other = genres.find((g) => !filed.some((l) => l.titleKind === "movie" && l.genreId === g.id))!;
    await ctx.db.insert(titleGenres).values({ titleKind: "movie", titleId: film!.id, genreId: other.id });
    expect((await counted()).find((g) => g.id === other.id)!.movie_count).toBe(other.movie_count + 1);
    await ctx.db
      .delete(titleGenres)
      .where(
        and(
          eq(titleGenres.titleKind, "movie"),
          eq(titleGenres.titleId, film!.id),
          eq(titleGenres.genreId, other.id),
        ),
      );
    expect((await counted()).find((g) => g.id === other.id)!.movie_count).toBe(other.movie_count);
  });

  it("answers unknown and malformed section ids with 404", async () => {
    for (const id of ["9999", "abc", "0", "-1", "1.5", "99999999999", "1e3"]) {
      const { status, body } = await getJson(`/api/sections/${id}`);
      expect({ id, status }).toEqual({ id, status: 404 });
      expect(body).toEqual({ message: "Not found." });
    }
  });
});
