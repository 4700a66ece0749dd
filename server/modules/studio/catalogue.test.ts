/** @jest-environment node */
import { StudioTitlePageSchema, StudioTitleSchema, type StudioTitle } from "@/lib/contract/studio-catalogue";
import { AuditPageSchema } from "@/lib/contract/studio";
import { movies } from "../../db/schema";
import { searchTextOf } from "../../db/search-text";
import { changedFields } from "./catalogue";
import { api, bodyOf, ctx, setUpStudioContext, signedInStaff } from "./test-kit";

setUpStudioContext();

const DAY = 86_400_000;
let filmId: number;
let editor: string;

beforeAll(async () => {
  const [row] = await ctx.db
    .insert(movies)
    .values({
      titleEn: "The Kite Maker of Bến Tre",
      titleVi: "Người làm diều Bến Tre",
      descriptionEn: "A kite maker and his granddaughter.",
      descriptionVi: "Một người làm diều và cháu gái.",
      year: 2021,
      country: "VN",
      originalLanguage: "vi",
      durationMin: 100,
      searchText: searchTextOf("The Kite Maker of Bến Tre", "Người làm diều Bến Tre"),
      publishedAt: new Date(ctx.deps.now().getTime() - 30 * DAY),
    })
    .returning({ id: movies.id });
  filmId = row!.id;
  editor = (await signedInStaff("editor")).token;
});

const opened = async (token = editor) =>
  StudioTitleSchema.parse(await (await api.get(`/api/studio/titles/movie/${filmId}`, token)).json());

const bodyFrom = (title: StudioTitle, changes: Partial<StudioTitle> = {}) => {
  const { kind: _kind, id: _id, state: _state, paths: _paths, ...fields } = { ...title, ...changes };
  return fields;
};

describe("the studio's catalogue", () => {
  it("lists titles found by either title, without accents, or by id", async () => {
    const byWords = StudioTitlePageSchema.parse(
      await (await api.get("/api/studio/titles?kind=movie&q=nguoi%20lam%20dieu", editor)).json(),
    );
    expect(byWords.data.map((row) => row.id)).toEqual([filmId]);
    expect(byWords.data[0]).toMatchObject({ state: "published", title_vi: "Người làm diều Bến Tre" });
    const byId = StudioTitlePageSchema.parse(
      await (await api.get(`/api/studio/titles?q=${filmId}`, editor)).json(),
    );
    expect(byId.data.map((row) => row.id)).toEqual([filmId]);
    const none = StudioTitlePageSchema.parse(
      await (await api.get("/api/studio/titles?q=zzqx", editor)).json(),
    );
    expect(none).toMatchObject({ data: [], meta: { total: 0, last_page: 1 } });
    expect((await api.get("/api/studio/titles?sort=sideways", editor)).status).toBe(422);
  });

  it("opens a title with its pages' addresses in both languages; an unknown one is a 404", async () => {
    const title = await opened();
    expect(title).toMatchObject({
      title_en: "The Kite Maker of Bến Tre",
      description_vi: "Một người làm diều và cháu gái.",
      paths: {
        en: `/en/movie/${filmId}/the-kite-maker-of-ben-tre`,
        vi: `/vi/movie/${filmId}/the-kite-maker-of-ben-tre`,
      },
    });
    expect((await api.get("/api/studio/titles/movie/999999", editor)).status).toBe(404);
    expect((await api.get("/api/studio/titles/film/1", editor)).status).toBe(422);
  });

  it("saves a change, tells the site which pages changed, and keeps what changed in the audit trail", async () => {
    const title = await opened();
    const response = await api.put(
      `/api/studio/titles/movie/${filmId}`,
      bodyFrom(title, { description_vi: "Một người làm diều, cháu gái và một mùa gió." }),
      editor,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cineva-Changed-Tags")).toBe(`movie:${filmId}, catalogue`);
    const saved = StudioTitleSchema.parse(await response.json());
    expect(saved.description_vi).toBe("Một người làm diều, cháu gái và một mùa gió.");
    expect(saved.updated_at).not.toBe(title.updated_at);

    // The viewer's API shows it at once.
    const detail = (await (await ctx.get(`/api/movies/${filmId}`)).json()) as { description_vi: string };
    expect(detail.description_vi).toBe("Một người làm diều, cháu gái và một mùa gió.");

    const admin = (await signedInStaff("admin")).token;
    const trail = AuditPageSchema.parse(
      await (await api.get("/api/studio/audit?action=title.update", admin)).json(),
    );
    expect(trail.data[0]).toMatchObject({
      action: "title.update",
      target_type: "movie",
      target_id: String(filmId),
      before: { description_vi: "Một người làm diều và cháu gái." },
      after: { description_vi: "Một người làm diều, cháu gái và một mùa gió." },
    });
  });

  it("refuses a save over someone else's (409), and bad fields by name (422)", async () => {
    const title = await opened();
    const first = await api.put(
      `/api/studio/titles/movie/${filmId}`,
      bodyFrom(title, { year: 2022 }),
      editor,
    );
    expect(first.status).toBe(200);
    const late = await api.put(`/api/studio/titles/movie/${filmId}`, bodyFrom(title, { year: 2023 }), editor);
    expect(late.status).toBe(409);
    expect((await bodyOf(late)).message).toMatch(/saved this title after you opened it/);
    expect((await opened()).year).toBe(2022);

    const fresh = await opened();
    const bad = await api.put(
      `/api/studio/titles/movie/${filmId}`,
      bodyFrom(fresh, { title_vi: "  ", year: 1700, country: "Vietnam", published_at: "soon" }),
      editor,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys((await bodyOf(bad)).errors ?? {}).sort()).toEqual([
      "country",
      "published_at",
      "title_vi",
      "year",
    ]);
  });

  it("schedules a title: a 404 for viewers until its time, then there", async () => {
    const title = await opened();
    const later = new Date(ctx.deps.now().getTime() + 2 * DAY).toISOString();
    const saved = StudioTitleSchema.parse(
      await (
        await api.put(`/api/studio/titles/movie/${filmId}`, bodyFrom(title, { published_at: later }), editor)
      ).json(),
    );
    expect(saved.state).toBe("scheduled");
    expect((await ctx.get(`/api/movies/${filmId}`)).status).toBe(404);
    const back = await api.put(
      `/api/studio/titles/movie/${filmId}`,
      bodyFrom(saved, { published_at: title.published_at }),
      editor,
    );
    expect(back.status).toBe(200);
    expect((await ctx.get(`/api/movies/${filmId}`)).status).toBe(200);
  });

  it("is the catalogue roles' only: finance and moderators get 403", async () => {
    for (const role of ["finance", "moderator"] as const) {
      const token = (await signedInStaff(role)).token;
      expect((await api.get("/api/studio/titles", token)).status).toBe(403);
      expect((await api.put(`/api/studio/titles/movie/${filmId}`, {}, token)).status).toBe(403);
    }
  });
});

describe("changedFields", () => {
  it("keeps only what differs, before and after", () => {
    expect(changedFields({ a: 1, b: "x", c: true }, { a: 1, b: "y", c: false })).toEqual({
      before: { b: "x", c: true },
      after: { b: "y", c: false },
    });
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual({ before: {}, after: {} });
  });
});
