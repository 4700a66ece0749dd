/** @jest-environment node */
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { HomeSchema, MovieDetailSchema } from "@/lib/contract/catalogue";
import { StudioArtworkSchema } from "@/lib/contract/studio-artwork";
import { auditLog, banners, blogCategories, blogPosts, episodes, seasons, tvSeries } from "../../db/schema";
import type { MemoryStorage } from "../../providers/storage";
import { cropBox, processArtwork } from "./artwork";
import { api, bodyOf, ctx, seedFilm, seedSeries, setUpStudioContext, signedInStaff } from "./test-kit";

/** A picture whose left half is red and right half blue: where a crop sat shows in its colours. */
async function halves(width: number, height: number, format: "png" | "jpeg" = "png") {
  const half = Math.floor(width / 2);
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: "#0000ff" } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#ff0000" } })
    .composite([{ input: blue, left: half, top: 0 }])
    [format]()
    .toBuffer();
}

/** The mean red and blue of a picture (0–255). */
async function colours(bytes: Buffer) {
  const { channels } = await sharp(bytes).stats();
  return { red: channels[0]!.mean, blue: channels[2]!.mean };
}

describe("cropBox", () => {
  it("takes the largest part of the slot's shape, placed as object-position places it", () => {
    const poster = { width: 600, height: 900 };
    expect(cropBox({ width: 1200, height: 900 }, poster, { x: 0, y: 50 })).toEqual({
      left: 0,
      top: 0,
      width: 600,
      height: 900,
    });
    expect(cropBox({ width: 1200, height: 900 }, poster, { x: 100, y: 50 })).toEqual({
      left: 600,
      top: 0,
      width: 600,
      height: 900,
    });
    expect(cropBox({ width: 1200, height: 900 }, poster, { x: 50, y: 0 })).toEqual({
      left: 300,
      top: 0,
      width: 600,
      height: 900,
    });
    // Taller than the slot: the crop moves up and down instead.
    expect(cropBox({ width: 1280, height: 1440 }, { width: 1280, height: 720 }, { x: 0, y: 25 })).toEqual({
      left: 0,
      top: 180,
      width: 1280,
      height: 720,
    });
    // The slot's own shape: the whole picture, wherever the focal point is.
    expect(cropBox({ width: 640, height: 360 }, { width: 1280, height: 720 }, { x: 9, y: 91 })).toEqual({
      left: 0,
      top: 0,
      width: 640,
      height: 360,
    });
  });

  it("never leaves the picture, for any shape and focal point", () => {
    for (const [width, height] of [
      [301, 997],
      [4000, 3],
      [333, 333],
      [1921, 769],
    ] as const)
      for (const x of [0, 13, 50, 100])
        for (const y of [0, 77, 100]) {
          const box = cropBox({ width, height }, { width: 600, height: 900 }, { x, y });
          expect(box.left).toBeGreaterThanOrEqual(0);
          expect(box.top).toBeGreaterThanOrEqual(0);
          expect(box.left + box.width).toBeLessThanOrEqual(width);
          expect(box.top + box.height).toBeLessThanOrEqual(height);
        }
  });
});

describe("processArtwork", () => {
  it("cuts a wide picture to a poster around the focal point, as WebP at the slot's size", async () => {
    const source = await halves(1800, 900, "jpeg");
    const left = await processArtwork(source, "poster", { x: 0, y: 50 });
    const right = await processArtwork(source, "poster", { x: 100, y: 50 });
    if (!left.ok || !right.ok) throw new Error("refused");
    const meta = await sharp(left.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 600, 900]);
    expect((await colours(left.bytes)).red).toBeGreaterThan(200);
    expect((await colours(right.bytes)).blue).toBeGreaterThan(200);
  });

  it("refuses what is not a picture, a broken one, one too small and one too large", async () => {
    const picture = await halves(1280, 720);
    expect(await processArtwork(new TextEncoder().encode("<svg></svg>"), "still", { x: 50, y: 50 })).toEqual({
      ok: false,
      reason: "type",
    });
    expect(await processArtwork(picture.subarray(0, 200), "still", { x: 50, y: 50 })).toEqual({
      ok: false,
      reason: "unreadable",
    });
    expect(await processArtwork(await halves(639, 720), "still", { x: 50, y: 50 })).toEqual({
      ok: false,
      reason: "small",
    });
    const huge = Buffer.concat([picture, Buffer.alloc(7 * 1024 * 1024)]);
    expect(await processArtwork(huge, "still", { x: 50, y: 50 })).toEqual({ ok: false, reason: "size" });
  });
});

describe("the studio's uploads", () => {
  setUpStudioContext();
  let editor: string;
  let filmId: number;
  let seriesId: number;
  let episodeId: number;
  let bannerId: number;
  let postId: number;

  beforeAll(async () => {
    editor = (await signedInStaff("editor")).token;
    filmId = await seedFilm({ titleEn: "Harbour", titleVi: "Bến cảng" });
    seriesId = await seedSeries({ titleEn: "Tides", titleVi: "Thủy triều" });
    const [season] = await ctx.db.insert(seasons).values({ seriesId, seasonNo: 1 }).returning();
    episodeId = (
      await ctx.db
        .insert(episodes)
        .values({ seasonId: season!.id, episodeNo: 1, titleEn: "One", titleVi: "Một", durationSec: 60 })
        .returning({ id: episodes.id })
    )[0]!.id;
    bannerId = (
      await ctx.db
        .insert(banners)
        .values({
          titleKind: "movie",
          titleId: filmId,
          headlineEn: "New",
          headlineVi: "Mới",
          image: "old.webp",
        })
        .returning({ id: banners.id })
    )[0]!.id;
    const [category] = await ctx.db
      .insert(blogCategories)
      .values({ nameEn: "News", nameVi: "Tin" })
      .returning();
    postId = (
      await ctx.db
        .insert(blogPosts)
        .values({
          categoryId: category!.id,
          ...{ titleEn: "A", titleVi: "B", excerptEn: "", excerptVi: "", bodyEn: "", bodyVi: "" },
        })
        .returning({ id: blogPosts.id })
    )[0]!.id;
  });

  const upload = async (path: string, picture: Buffer | string, focus = { x: 50, y: 50 }, token = editor) => {
    const form = new FormData();
    form.set(
      "file",
      new Blob([typeof picture === "string" ? picture : new Uint8Array(picture)]),
      "picture.png",
    );
    form.set("focus_x", String(focus.x));
    form.set("focus_y", String(focus.y));
    return api.post(path, form, token);
  };
  const lastAudit = async () =>
    (await ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

  it("gives a film a new poster: stored as WebP, named on the film, audited, its pages revalidated", async () => {
    const response = await upload(
      `/api/studio/titles/movie/${filmId}/artwork/poster`,
      await halves(1800, 900),
      {
        x: 100,
        y: 0,
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cineva-changed-tags")?.split(/,\s*/)).toEqual(
      expect.arrayContaining([`movie:${filmId}`, "catalogue"]),
    );
    const { file, focus } = StudioArtworkSchema.parse(await response.json());
    expect(focus).toEqual({ x: 100, y: 0 });
    const served = await ctx.get(`/images/movies/posters/${file}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe("webp");
    expect((await colours(bytes)).blue).toBeGreaterThan(200);
    const film = MovieDetailSchema.parse(await (await ctx.get(`/api/movies/${filmId}`)).json());
    expect(film.poster).toBe(file);
    expect(await lastAudit()).toMatchObject({
      action: "artwork.replace",
      targetType: "movie",
      targetId: String(filmId),
      before: { poster: null },
      after: { poster: file },
    });
  });

  it("gives an episode its still, a post its cover and a banner its image with the focal point home crops by", async () => {
    const still = await upload(
      `/api/studio/series/${seriesId}/episodes/${episodeId}/still`,
      await halves(1280, 720),
    );
    expect(still.status).toBe(200);
    const [episode] = await ctx.db.select().from(episodes).where(eq(episodes.id, episodeId));
    expect(episode!.image).toBe(StudioArtworkSchema.parse(await still.json()).file);

    const cover = await upload(`/api/studio/blog/posts/${postId}/cover`, await halves(1280, 720));
    expect(cover.status).toBe(200);
    expect(cover.headers.get("cineva-changed-tags")?.split(/,\s*/)).toEqual(
      expect.arrayContaining(["blog", `post:${postId}`]),
    );

    const banner = await upload(`/api/studio/home/banners/${bannerId}/image`, await halves(1920, 768), {
      x: 20,
      y: 70,
    });
    expect(banner.status).toBe(200);
    const home = HomeSchema.parse(await (await ctx.get("/api/home")).json());
    expect(home.banners.find((shown) => shown.id === bannerId)).toMatchObject({
      image: StudioArtworkSchema.parse(await banner.json()).file,
      focus: { x: 20, y: 70 },
    });
    expect(await lastAudit()).toMatchObject({ before: { banner: "old.webp", focus: { x: 50, y: 50 } } });
  });

  it("refuses a file that is not a picture, or none, on the file field in the caller's language", async () => {
    const path = `/api/studio/titles/series/${seriesId}/artwork/thumbnail`;
    const text = await upload(path, "just text");
    expect(text.status).toBe(422);
    expect((await bodyOf(text)).errors).toEqual({ file: ["Upload a JPEG, PNG or WebP picture."] });
    const small = await upload(path, await halves(200, 100));
    expect((await bodyOf(small)).errors).toEqual({
      file: ["This picture is too small: it needs at least 640 × 360 pixels."],
    });
    const none = await api.post(path, new FormData(), editor);
    expect((await bodyOf(none)).errors?.file).toHaveLength(1);
    const [series] = await ctx.db.select().from(tvSeries).where(eq(tvSeries.id, seriesId));
    expect(series!.thumbnail).toBeNull();
  });

  it("answers 404 for a thing that does not exist, and stores nothing for it", async () => {
    const stored = () => (ctx.deps.images as MemoryStorage).files.size;
    const before = stored();
    for (const path of [
      `/api/studio/titles/movie/999999/artwork/poster`,
      `/api/studio/series/${seriesId}/episodes/999999/still`,
      `/api/studio/series/999999/episodes/${episodeId}/still`,
      `/api/studio/home/banners/999999/image`,
      `/api/studio/blog/posts/999999/cover`,
    ])
      expect((await upload(path, await halves(1920, 900))).status).toBe(404);
    expect(stored()).toBe(before);
  });
});
