/** @jest-environment node */
import sharp from "sharp";
import { CHANGED_TAGS_HEADER } from "@/lib/catalogue/tags";
import { HomeSchema } from "@/lib/contract/catalogue";
import { StudioHomeBannerSchema, StudioHomeSchema } from "@/lib/contract/studio-home";
import { sections } from "../../db/schema";
import { seedContent } from "../../test-content";
import { sameMembers } from "./home";
import { api, bodyOf, ctx, setUpStudioContext, signedInStaff } from "./test-kit";

setUpStudioContext();

let editor: string;
let admin: string;
beforeAll(async () => {
  await seedContent(ctx);
  editor = (await signedInStaff("editor")).token;
  admin = (await signedInStaff("admin")).token;
}, 60_000);

const layout = async () => StudioHomeSchema.parse(await (await api.get("/api/studio/home", editor)).json());
const home = async () => HomeSchema.parse(await (await ctx.get("/api/home")).json());
const put = (path: string, body: unknown) => api.put(`/api/studio/home/${path}`, body, editor);

describe("sameMembers", () => {
  it("accepts the same ids in any order and nothing else", () => {
    expect(sameMembers([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(sameMembers([1, 2, 3], [1, 2])).toBe(false);
    expect(sameMembers([1, 2, 3], [1, 2, 4])).toBe(false);
  });
});

describe("home's rows in the studio", () => {
  it("come in home's order, and a new order is home's on the next visit, audited", async () => {
    const before = await layout();
    const rowsOfHome = (await home()).rows.flatMap((row) => row.section_id ?? []);
    expect(before.sections.map((s) => s.id).filter((id) => rowsOfHome.includes(id))).toEqual(rowsOfHome);

    const reversed = before.sections.map((s) => s.id).reverse();
    const response = await put("sections", { ids: reversed });
    expect(response.status).toBe(200);
    expect(response.headers.get(CHANGED_TAGS_HEADER)).toBe("catalogue");
    expect(StudioHomeSchema.parse(await response.json()).sections.map((s) => s.id)).toEqual(reversed);
    const after = (await home()).rows.flatMap((row) => row.section_id ?? []);
    expect(after).toEqual(reversed.filter((id) => after.includes(id)));
    expect(after[0]).toBe(rowsOfHome.at(-1));

    const trail = await (await api.get("/api/studio/audit?action=home.order_sections", admin)).json();
    expect(trail.data[0]).toMatchObject({
      action: "home.order_sections",
      before: before.sections.map((s) => s.id),
      after: reversed,
    });

    const again = await put("sections", { ids: reversed }); // the same order: nothing to revalidate
    expect(again.status).toBe(200);
    expect(again.headers.get(CHANGED_TAGS_HEADER)).toBeNull();
  });

  it("refuses an order of rows that are not all of them, each once (409 or 422), and moves nothing", async () => {
    const ids = (await layout()).sections.map((s) => s.id);
    expect((await put("sections", { ids: ids.slice(1) })).status).toBe(409);
    expect((await put("sections", { ids: [...ids, ids[0]] })).status).toBe(422);
    expect((await put("sections", { ids: [] })).status).toBe(422);
    expect((await put("sections", { ids: ["x"] })).status).toBe(422);
    // A row added by someone else since: the editor's list misses it.
    await ctx.db.insert(sections).values({ nameEn: "Late Night", nameVi: "Đêm khuya", position: 99 });
    const stale = await put("sections", { ids: [...ids].reverse() });
    expect(stale.status).toBe(409);
    expect((await bodyOf(stale)).message).toMatch(/added or removed since you opened/);
    expect((await layout()).sections.map((s) => s.id).slice(0, ids.length)).toEqual(ids);
  });
});

describe("home's banners in the studio", () => {
  it("are put in order, hidden and shown, and their headlines changed in both languages", async () => {
    const { banners } = await layout();
    expect(banners.length).toBeGreaterThan(1);
    const [first, second] = banners;
    const order = [second!.id, first!.id, ...banners.slice(2).map((b) => b.id)];
    expect((await put("banners", { ids: order })).status).toBe(200);
    expect((await home()).banners.map((b) => b.id).slice(0, 2)).toEqual([second!.id, first!.id]);

    const saved = await put(`banners/${second!.id}`, {
      headline_en: "  Now showing  ",
      headline_vi: "Đang chiếu",
      active: false,
    });
    expect(saved.status).toBe(200);
    expect(StudioHomeBannerSchema.parse(await saved.json())).toMatchObject({
      headline_en: "Now showing",
      headline_vi: "Đang chiếu",
      active: false,
      title_en: second!.title_en,
    });
    const shown = (await home()).banners;
    expect(shown.map((b) => b.id)).not.toContain(second!.id);
    expect((await layout()).banners[0]).toMatchObject({ id: second!.id, active: false });

    expect(
      (await put(`banners/${second!.id}`, { headline_en: "", headline_vi: "x", active: true })).status,
    ).toBe(422);
    expect((await put("banners/999999", { headline_en: "a", headline_vi: "b", active: true })).status).toBe(
      404,
    );
  });

  it("adds one for a film, hidden until it has its image, and takes one off home for good", async () => {
    const film = (await home()).banners[0]!.title;
    const add = (body: Record<string, unknown>) => api.post("/api/studio/home/banners", body, editor);
    const unknown = await add({
      kind: "movie",
      title_id: 2_147_483_000,
      headline_en: "New",
      headline_vi: "Mới",
    });
    expect(unknown.status).toBe(422);
    expect((await bodyOf(unknown)).errors).toEqual({ title_id: ["No film or series has this number."] });

    const response = await add({
      kind: film.kind,
      title_id: film.id,
      headline_en: "This weekend",
      headline_vi: "Cuối tuần này",
    });
    expect(response.status).toBe(201);
    expect(response.headers.get(CHANGED_TAGS_HEADER)).toBeNull(); // hidden: no page changes
    const created = StudioHomeBannerSchema.parse(await response.json());
    expect(created).toMatchObject({
      image: "",
      active: false,
      title_en: film.title_en,
      headline_vi: "Cuối tuần này",
    });
    expect((await layout()).banners.at(-1)!.id).toBe(created.id);

    const show = { headline_en: "This weekend", headline_vi: "Cuối tuần này", active: true };
    const bare = await put(`banners/${created.id}`, show);
    expect(bare.status).toBe(422);
    expect((await bodyOf(bare)).errors).toEqual({
      active: ["Upload the banner's image before showing it on home."],
    });

    const form = new FormData();
    const picture = await sharp({ create: { width: 1920, height: 768, channels: 3, background: "#335" } })
      .png()
      .toBuffer();
    form.set("file", new Blob([new Uint8Array(picture)]), "weekend.png");
    expect((await api.post(`/api/studio/home/banners/${created.id}/image`, form, editor)).status).toBe(200);
    expect((await put(`banners/${created.id}`, show)).status).toBe(200);
    expect((await home()).banners.map((b) => b.id)).toContain(created.id);

    const removed = await api.delete(`/api/studio/home/banners/${created.id}`, editor);
    expect(removed.status).toBe(200);
    expect(removed.headers.get(CHANGED_TAGS_HEADER)).toBe("catalogue");
    expect(StudioHomeSchema.parse(await removed.json()).banners.map((b) => b.id)).not.toContain(created.id);
    expect((await home()).banners.map((b) => b.id)).not.toContain(created.id);
    expect((await api.delete(`/api/studio/home/banners/${created.id}`, editor)).status).toBe(404);
    const trail = await (await api.get("/api/studio/audit?action=home.banner_delete", admin)).json();
    expect(trail.data[0]).toMatchObject({ before: { headline_en: "This weekend", active: true } });
  });
});
