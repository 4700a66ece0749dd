/** @jest-environment node */
// A title's details: GET /api/movies/:id and /api/series/:id.
import { eq } from "drizzle-orm";
import { MovieDetailSchema, SeriesDetailSchema } from "@/lib/contract/catalogue";
import { movies } from "../../db/schema";
import { ctx, getJson, page, scheduledId, setUpCatalogueContext } from "./test-kit";

setUpCatalogueContext();

describe("details", () => {
  it("gives a film with genres, sections, media, subtitles, rating and similar titles", async () => {
    const listed = await page("/api/movies?per_page=48");
    const kite = listed.data.find((c) => c.title_en === "The Kite Maker of Bến Tre")!;
    const { status, body } = await getJson(`/api/movies/${kite.id}`);
    expect(status).toBe(200);
    const film = MovieDetailSchema.parse(body);
    expect(film.title_vi).toBe("Người làm diều xứ Bến Tre");
    expect(film.duration_min).toBe(108);
    expect(film.original_language).toBe("vi");
    expect(film.genres.map((g) => g.name_en).sort()).toEqual(["Drama", "Family"]);
    expect(film.sections.map((s) => s.name_en)).toEqual([
      "Vietnamese Cinema",
      "Family Night",
      "Critically Acclaimed",
    ]);
    expect(film.media).toMatch(/^\/media\/clips\/[a-z]+\/master\.m3u8$/);
    expect(film.subtitles.map((s) => [s.lang, s.label])).toEqual([
      ["en", "English"],
      ["vi", "Tiếng Việt"],
    ]);
    expect(film.subtitles[1]!.src).toMatch(/^\/media\/clips\/[a-z]+\/subs\.vi\.vtt$/);
    expect(film.storyboard).toMatch(/^\/media\/clips\/[a-z]+\/storyboard\.vtt$/);
    expect(film.similar.length).toBeGreaterThan(0);
    expect(film.similar.length).toBeLessThanOrEqual(12);
    expect(film.similar.some((c) => c.kind === "movie" && c.id === film.id)).toBe(false);
    const firstSimilar = film.similar[0]!;
    expect(firstSimilar.genres.some((g) => film.genres.some((own) => own.id === g.id))).toBe(true);
  });

  it("gives a series with its seasons and episodes in order", async () => {
    const listed = await page("/api/series?per_page=48");
    const palace = listed.data.find((c) => c.title_en === "Moonlit Palace")!;
    const series = SeriesDetailSchema.parse((await getJson(`/api/series/${palace.id}`)).body);
    expect(series.original_language).toBe("ko");
    expect(series.seasons.map((s) => s.season_no)).toEqual([1, 2, 3]);
    expect(series.seasons.map((s) => s.episodes.length)).toEqual([10, 10, 8]);
    for (const season of series.seasons) {
      expect(season.episodes.map((e) => e.episode_no)).toEqual(season.episodes.map((_, i) => i + 1));
      for (const episode of season.episodes) {
        expect(episode.image).toMatch(/^moonlit-palace-s0\de\d\d-v\d+\.webp$/);
        expect(episode.media).toMatch(/^\/media\/clips\/.+\/master\.m3u8$/);
        expect(episode.subtitles).toHaveLength(2);
        expect(episode.storyboard).toMatch(/^\/media\/clips\/.+\/storyboard\.vtt$/);
        expect(episode.duration_sec).toBeGreaterThan(30 * 60);
        expect(episode.title_vi).not.toBe("");
      }
      // The demo marks each clip's opening titles and credits; later episodes open with a recap.
      expect(season.episodes[0]!.segments.map((s) => s.kind)).toEqual(["intro", "credits"]);
      expect(season.episodes[1]!.segments.map((s) => s.kind)).toEqual(["recap", "intro", "credits"]);
    }
  });

  it("gives a film's recap, intro and credits, leaving out any that make no sense", async () => {
    const [film] = await ctx.db.select({ id: movies.id }).from(movies).limit(1);
    const intro = { kind: "intro", start_sec: 2, end_sec: 30 };
    const credits = { kind: "credits", start_sec: 5400, end_sec: 5600 };
    await ctx.db
      .update(movies)
      .set({
        segments: [
          credits,
          intro,
          { kind: "intro", start_sec: 10, end_sec: 40 }, // overlaps the first
          { kind: "recap", start_sec: 50, end_sec: 51 }, // under 3 s
          { kind: "sponsor", start_sec: 60, end_sec: 90 },
        ] as never,
      })
      .where(eq(movies.id, film!.id));
    const detail = MovieDetailSchema.parse((await getJson(`/api/movies/${film!.id}`)).body);
    expect(detail.segments).toEqual([intro, credits]);
  });

  it("answers unknown, malformed and unpublished ids with a JSON 404", async () => {
    const paths = [
      "/api/movies/99999",
      "/api/movies/abc",
      "/api/movies/0",
      "/api/movies/-3",
      "/api/movies/2.5",
      "/api/movies/99999999999",
      "/api/movies/%00",
      `/api/movies/${scheduledId}`,
      "/api/series/99999",
      "/api/series/x1",
      "/api/series/4294967296",
    ];
    for (const path of paths) {
      const { status, body } = await getJson(path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(body).toEqual({ message: "Not found." });
    }
    const vi = await getJson("/api/movies/abc", { headers: { "Accept-Language": "vi" } });
    expect(vi.body).toEqual({ message: "Không tìm thấy." });
  });
});
