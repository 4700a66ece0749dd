/** @jest-environment node */
import { StudioTitlePageSchema, StudioTitleSchema, type StudioTitle } from "@/lib/contract/studio-catalogue";
import { AuditPageSchema } from "@/lib/contract/studio";
import { auditActionOf, durationProblem } from "./catalogue";
import { api, bodyOf, ctx, setUpStudioContext, signedInStaff } from "./test-kit";

setUpStudioContext();

let editor: string;
beforeAll(async () => {
  editor = (await signedInStaff("editor")).token;
});

const NEW_FILM = {
  title_en: "The Salt Road of Cà Ná",
  title_vi: "Con đường muối Cà Ná",
  description_en: "Salt farmers race the monsoon.",
  description_vi: "Những người làm muối chạy đua với gió mùa.",
  year: 2026,
  country: "VN",
  original_language: "vi",
  duration_min: 104,
};

const bodyFrom = (title: StudioTitle, changes: Partial<StudioTitle> = {}) => {
  const { kind: _kind, id: _id, state: _state, paths: _paths, ...fields } = { ...title, ...changes };
  return fields;
};

/** What a viewer (no token) finds of the catalogue: the film's page, the list's total, search, the sitemap. */
async function viewerSees(id: number) {
  const detail = (await ctx.get(`/api/movies/${id}`)).status;
  const list = (await (await ctx.get("/api/movies?per_page=1")).json()) as { meta: { total: number } };
  const search = (await (await ctx.get("/api/search?q=salt%20road%20ca%20na")).json()) as {
    movies: { id: number }[];
  };
  const sitemap = (await (await ctx.get("/api/sitemap-entries?kind=movie&per_page=1000")).json()) as {
    data: { id: number }[];
  };
  return {
    detail,
    total: list.meta.total,
    searched: search.movies.some((card) => card.id === id),
    inSitemap: sitemap.data.some((entry) => entry.id === id),
  };
}

describe("drafts, publishing and taking down", () => {
  it("makes a new film a draft that viewers cannot find, publishes it, and takes it down again", async () => {
    const before = (await (await ctx.get("/api/movies?per_page=1")).json()) as { meta: { total: number } };
    const created = await api.post("/api/studio/titles/movie", NEW_FILM, editor);
    expect(created.status).toBe(201);
    // A draft changes no viewer's page: nothing to revalidate.
    expect(created.headers.get("Cineva-Changed-Tags")).toBeNull();
    const draft = StudioTitleSchema.parse(await created.json());
    expect(draft).toMatchObject({ state: "draft", published_at: null, duration_min: 104 });
    expect(await viewerSees(draft.id)).toEqual({
      detail: 404,
      total: before.meta.total,
      searched: false,
      inSitemap: false,
    });

    const drafts = StudioTitlePageSchema.parse(
      await (await api.get("/api/studio/titles?kind=movie&state=draft", editor)).json(),
    );
    expect(drafts.data.map((row) => row.id)).toContain(draft.id);

    const publishing = await api.put(
      `/api/studio/titles/movie/${draft.id}`,
      bodyFrom(draft, { published_at: ctx.deps.now().toISOString() }),
      editor,
    );
    expect(publishing.status).toBe(200);
    expect(publishing.headers.get("Cineva-Changed-Tags")).toBe(`movie:${draft.id}, catalogue`);
    const published = StudioTitleSchema.parse(await publishing.json());
    expect(published.state).toBe("published");
    expect(await viewerSees(draft.id)).toEqual({
      detail: 200,
      total: before.meta.total + 1,
      searched: true,
      inSitemap: true,
    });

    const down = await api.put(
      `/api/studio/titles/movie/${draft.id}`,
      bodyFrom(published, { published_at: null }),
      editor,
    );
    expect(down.status).toBe(200);
    expect(StudioTitleSchema.parse(await down.json()).state).toBe("draft");
    expect((await viewerSees(draft.id)).detail).toBe(404);
    expect((await viewerSees(draft.id)).total).toBe(before.meta.total);

    const admin = (await signedInStaff("admin")).token;
    const trail = AuditPageSchema.parse(await (await api.get("/api/studio/audit?per_page=10", admin)).json());
    const mine = trail.data
      .filter((entry) => entry.target_type === "movie" && entry.target_id === String(draft.id))
      .map((entry) => entry.action);
    expect(mine).toEqual(["title.unpublish", "title.publish", "title.create"]);
  });

  it("asks a film for its running time and refuses one for a series", async () => {
    const { duration_min: _none, ...noDuration } = NEW_FILM;
    const film = await api.post("/api/studio/titles/movie", noDuration, editor);
    expect(film.status).toBe(422);
    expect((await bodyOf(film)).errors).toEqual({ duration_min: ["This field is required."] });
    const series = await api.post("/api/studio/titles/series", NEW_FILM, editor);
    expect(series.status).toBe(422);
    expect((await bodyOf(series)).errors?.duration_min).toEqual([
      "Only a film has a running time of its own.",
    ]);
    const made = await api.post("/api/studio/titles/series", noDuration, editor);
    expect(made.status).toBe(201);
    expect(StudioTitleSchema.parse(await made.json())).toMatchObject({ kind: "series", duration_min: null });
    expect((await api.post("/api/studio/titles/film", noDuration, editor)).status).toBe(422);
  });

  it("is the catalogue roles' only", async () => {
    for (const role of ["finance", "moderator"] as const) {
      const token = (await signedInStaff(role)).token;
      expect((await api.post("/api/studio/titles/movie", NEW_FILM, token)).status).toBe(403);
    }
  });
});

describe("auditActionOf", () => {
  const at = new Date("2026-11-27T01:00:00Z");
  it("names publishing a draft, taking a title down and any other edit", () => {
    expect(auditActionOf(null, at.toISOString())).toEqual({ action: "title.publish" });
    expect(auditActionOf(at, null)).toEqual({ action: "title.unpublish" });
    expect(auditActionOf(at, at.toISOString())).toEqual({ action: "title.update" });
    expect(auditActionOf(null, null)).toEqual({ action: "title.update" });
  });
});

describe("durationProblem", () => {
  it("wants a film's running time and no series'", () => {
    expect(durationProblem("movie", 90)).toBeNull();
    expect(durationProblem("movie", undefined)).toBe("fields.required");
    expect(durationProblem("series", undefined)).toBeNull();
    expect(durationProblem("series", 45)).toBe("studio.durationOfFilms");
  });
});
