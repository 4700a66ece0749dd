/** @jest-environment node */
import { banners, blogPosts, episodes, movies, tvSeries } from "../db/schema";
import { seedContent } from "../test-content";
import { createTestContext, type TestContext } from "../test-harness";
import {
  ARTWORK_VERSION,
  artFile,
  artPath,
  demoArtwork,
  refreshDemoArtwork,
  renameStoredArt,
} from "./demo-artwork";
import { MemoryStorage } from "../providers/storage";

/** Every image path the seeded database names. */
async function storedPaths(ctx: TestContext): Promise<string[]> {
  return [
    ...(await ctx.db.select().from(movies)).flatMap((m) => [
      `movies/posters/${m.poster}`,
      `movies/thumbnails/${m.thumbnail}`,
    ]),
    ...(await ctx.db.select().from(tvSeries)).flatMap((s) => [
      `tvseries/posters/${s.poster}`,
      `tvseries/thumbnails/${s.thumbnail}`,
    ]),
    ...(await ctx.db.select().from(episodes)).map((e) => `tvseries/episodes/${e.image}`),
    ...(await ctx.db.select().from(banners)).map((b) => `main-home/banner/${b.image}`),
    ...(await ctx.db.select().from(blogPosts)).map((p) => `blog/covers/${p.cover}`),
  ].sort();
}

describe("demo artwork files", () => {
  it("carry the drawing's version in their names (version 1's had none)", () => {
    expect(artFile("moonlit-palace", 1)).toBe("moonlit-palace.webp");
    expect(artFile("moonlit-palace")).toBe(`moonlit-palace-v${ARTWORK_VERSION}.webp`);
    expect(ARTWORK_VERSION).toBeGreaterThan(1);
  });

  it("have one path each", () => {
    const paths = demoArtwork().map((art) => artPath(art));
    expect(new Set(paths).size).toBe(paths.length);
  });

  describe("against a seeded database", () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext();
      await seedContent(ctx);
    }, 60_000);
    afterAll(() => ctx.close());

    it("are exactly the files the seed's stored names point at", async () => {
      expect(await storedPaths(ctx)).toEqual(
        demoArtwork()
          .map((art) => artPath(art))
          .sort(),
      );
    });

    it("are redrawn on an installation seeded with an older drawing, under names it stores", async () => {
      const art = demoArtwork();
      // An installation from version 1: its names and files.
      await renameStoredArt(
        ctx.db,
        art.map((piece) => ({ folder: piece.folder, from: artFile(piece.base), to: artFile(piece.base, 1) })),
      );
      const images = new MemoryStorage();
      for (const piece of art) await images.write(artPath(piece, 1), Buffer.from("old"));
      expect((await storedPaths(ctx)).every((path) => path.endsWith(`-v${ARTWORK_VERSION}.webp`))).toBe(
        false,
      );

      expect(await refreshDemoArtwork(ctx.db, images)).toBe(true);
      const stored = await storedPaths(ctx);
      expect(stored).toEqual(art.map((piece) => artPath(piece)).sort());
      const files = [...images.files.keys()].filter((name) => !name.startsWith("."));
      expect(files.sort()).toEqual(stored);
      for (const name of files) expect(images.files.get(name)!.subarray(8, 12).toString()).toBe("WEBP");

      // Once drawn, a start does nothing.
      expect(await refreshDemoArtwork(ctx.db, images)).toBe(false);
    }, 180_000);
  });
});
