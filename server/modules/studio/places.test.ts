/** @jest-environment node */
import { GenreListSchema, MovieDetailSchema, SectionPageSchema } from "@/lib/contract/catalogue";
import { StudioTitleSchema, type StudioTitle } from "@/lib/contract/studio-catalogue";
import { AuditPageSchema } from "@/lib/contract/studio";
import { genres, movies, sections, titleSections } from "../../db/schema";
import { api, bodyOf, ctx, setUpStudioContext, signedInStaff } from "./test-kit";

setUpStudioContext();

let editor: string;
let filmId: number;
let genreIds: number[];
let sectionId: number;
let otherFilm: number;

beforeAll(async () => {
  editor = (await signedInStaff("editor")).token;
  const made = await ctx.db
    .insert(genres)
    .values([
      { nameEn: "Drama", nameVi: "Chính kịch" },
      { nameEn: "Mystery", nameVi: "Bí ẩn" },
    ])
    .returning({ id: genres.id });
  genreIds = made.map((row) => row.id);
  const [section] = await ctx.db
    .insert(sections)
    .values({ nameEn: "Rainy Days", nameVi: "Ngày mưa" })
    .returning();
  sectionId = section!.id;
  const films = await ctx.db
    .insert(movies)
    .values(
      ["Harbour Lights", "Paper Boats"].map((title) => ({
        titleEn: title,
        titleVi: title,
        year: 2022,
        country: "VN",
        originalLanguage: "vi",
        durationMin: 90,
        publishedAt: new Date(ctx.deps.now().getTime() - 86_400_000),
      })),
    )
    .returning({ id: movies.id });
  [filmId, otherFilm] = films.map((row) => row.id) as [number, number];
  // The section already lists another film: a title that joins it comes after.
  await ctx.db
    .insert(titleSections)
    .values({ titleKind: "movie", titleId: otherFilm, sectionId, position: 4 });
});

const opened = async () =>
  StudioTitleSchema.parse(await (await api.get(`/api/studio/titles/movie/${filmId}`, editor)).json());
const bodyFrom = (title: StudioTitle, changes: Partial<StudioTitle> = {}) => {
  const { kind: _kind, id: _id, state: _state, paths: _paths, ...fields } = { ...title, ...changes };
  return fields;
};

describe("a title's classification, genres and sections", () => {
  it("opens a title unclassified, in no genre or section", async () => {
    expect(await opened()).toMatchObject({ age_rating: null, genre_ids: [], section_ids: [] });
  });

  it("saves them: the title's page, its genres' counts and the section's row show it", async () => {
    const saved = await api.put(
      `/api/studio/titles/movie/${filmId}`,
      bodyFrom(await opened(), {
        age_rating: "T16",
        genre_ids: [...genreIds].reverse(),
        section_ids: [sectionId],
      }),
      editor,
    );
    expect(saved.status).toBe(200);
    expect(StudioTitleSchema.parse(await saved.json())).toMatchObject({
      age_rating: "T16",
      genre_ids: genreIds,
      section_ids: [sectionId],
    });
    const detail = MovieDetailSchema.parse(await (await ctx.get(`/api/movies/${filmId}`)).json());
    expect(detail.age_rating).toBe("T16");
    expect(detail.genres.map((genre) => genre.name_en).sort()).toEqual(["Drama", "Mystery"]);
    const counts = GenreListSchema.parse(await (await ctx.get("/api/genres")).json()).data;
    expect(counts.filter((genre) => genreIds.includes(genre.id)).map((genre) => genre.movie_count)).toEqual([
      1, 1,
    ]);
    const row = SectionPageSchema.parse(await (await ctx.get(`/api/sections/${sectionId}`)).json());
    expect(row.data.map((card) => card.id)).toEqual([otherFilm, filmId]);

    // Taking one genre and the section away, and the classification back to none.
    const again = await api.put(
      `/api/studio/titles/movie/${filmId}`,
      bodyFrom(await opened(), { age_rating: null, genre_ids: [genreIds[0]!], section_ids: [] }),
      editor,
    );
    expect(again.status).toBe(200);
    const after = MovieDetailSchema.parse(await (await ctx.get(`/api/movies/${filmId}`)).json());
    expect(after).toMatchObject({ age_rating: null, genres: [{ name_en: "Drama" }] });
    const emptied = SectionPageSchema.parse(await (await ctx.get(`/api/sections/${sectionId}`)).json());
    expect(emptied.data.map((card) => card.id)).toEqual([otherFilm]);

    const admin = (await signedInStaff("admin")).token;
    const trail = AuditPageSchema.parse(
      await (await api.get("/api/studio/audit?action=title.update", admin)).json(),
    );
    expect(trail.data[0]).toMatchObject({
      before: { age_rating: "T16", genre_ids: genreIds, section_ids: [sectionId] },
      after: { age_rating: null, genre_ids: [genreIds[0]], section_ids: [] },
    });
  });

  it("refuses a genre or section that is none, too many genres, and a rating that is none", async () => {
    const title = await opened();
    const url = `/api/studio/titles/movie/${filmId}`;
    const ghost = await api.put(url, bodyFrom(title, { genre_ids: [99_999_999] }), editor);
    expect(ghost.status).toBe(422);
    expect((await bodyOf(ghost)).errors).toEqual({
      genre_ids: ["Choose from the list: one of these no longer exists."],
    });
    const many = await api.put(url, bodyFrom(title, { genre_ids: [1, 2, 3, 4, 5, 6, 7] }), editor);
    expect(Object.keys((await bodyOf(many)).errors ?? {})).toEqual(["genre_ids"]);
    const rating = await api.put(url, { ...bodyFrom(title), age_rating: "R" }, editor);
    expect(Object.keys((await bodyOf(rating)).errors ?? {})).toEqual(["age_rating"]);
    expect((await opened()).updated_at).toBe(title.updated_at);
  });
});
