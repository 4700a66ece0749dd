/** @jest-environment node */
import { desc, eq } from "drizzle-orm";
import { MovieDetailSchema, SeriesDetailSchema } from "@/lib/contract/catalogue";
import { StudioTitleSchema, type StudioTitle } from "@/lib/contract/studio-catalogue";
import { auditLog, people } from "../../db/schema";
import { api, bodyOf, ctx, seedFilm, seedSeries, setUpStudioContext, signedInStaff } from "./test-kit";

setUpStudioContext();

let filmId: number;
let seriesId: number;
let editor: string;

beforeAll(async () => {
  filmId = await seedFilm({ titleEn: "Night Ferry", titleVi: "Phà đêm", year: 2024, durationMin: 98 });
  seriesId = await seedSeries({ titleEn: "River Days", titleVi: "Ngày sông", year: 2024 });
  editor = (await signedInStaff("editor")).token;
});

const opened = async (kind: string, id: number) =>
  StudioTitleSchema.parse(await (await api.get(`/api/studio/titles/${kind}/${id}`, editor)).json());
const save = async (title: StudioTitle, changes: Record<string, unknown>) => {
  const { kind, id, state: _state, paths: _paths, duration_min, playback: _playback, ...fields } = title;
  const body = { ...fields, ...(duration_min === null ? {} : { duration_min }), ...changes };
  return api.put(`/api/studio/titles/${kind}/${id}`, body, editor);
};

describe("a title's directors and cast", () => {
  it("are saved in billing order, shown to viewers, audited, and one person across titles", async () => {
    const response = await save(await opened("movie", filmId), {
      directors: ["Lê Minh"],
      cast: ["Trần Thu", "Ana Reyes"],
    });
    expect(response.status).toBe(200);
    expect(StudioTitleSchema.parse(await response.json())).toMatchObject({
      directors: ["Lê Minh"],
      cast: ["Trần Thu", "Ana Reyes"],
    });
    const film = MovieDetailSchema.parse(await (await ctx.get(`/api/movies/${filmId}`)).json());
    expect(film.directors.map((person) => person.name)).toEqual(["Lê Minh"]);
    expect(film.cast.map((person) => person.name)).toEqual(["Trần Thu", "Ana Reyes"]);
    const [audit] = await ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      before: { directors: [], cast: [] },
      after: { cast: ["Trần Thu", "Ana Reyes"] },
    });

    // The same name on a series is the same person; reordering keeps them.
    await save(await opened("series", seriesId), { cast: ["Ana Reyes"] });
    const show = SeriesDetailSchema.parse(await (await ctx.get(`/api/series/${seriesId}`)).json());
    expect(show.cast[0]!.id).toBe(film.cast[1]!.id);
    expect(await ctx.db.select().from(people).where(eq(people.name, "Ana Reyes"))).toHaveLength(1);
    await save(await opened("movie", filmId), { cast: ["Ana Reyes", "Trần Thu"] });
    const again = MovieDetailSchema.parse(await (await ctx.get(`/api/movies/${filmId}`)).json());
    expect(again.cast.map((person) => person.name)).toEqual(["Ana Reyes", "Trần Thu"]);
  });

  it("refuses a name given twice, an empty one and too many, and keeps what was saved", async () => {
    const before = await opened("movie", filmId);
    const response = await save(before, {
      directors: Array.from({ length: 11 }, (_, i) => `Director ${i}`),
      cast: ["Ana Reyes", "  ", "Ana Reyes", "x".repeat(101)],
    });
    expect(response.status).toBe(422);
    expect((await bodyOf(response)).errors).toEqual({
      directors: ["Choose fewer."],
      "cast.1": ["This field is required."],
      "cast.2": ["Only one of each."],
      "cast.3": [expect.any(String)],
    });
    expect((await opened("movie", filmId)).cast).toEqual(before.cast);
  });
});
