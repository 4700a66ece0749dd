/** @jest-environment node */
import sharp from "sharp";
import { artSvg, fraction, hashString, motifFor, MOTIFS, paletteFor, renderArt } from "./artwork";
import { ART_SIZES, demoArtwork } from "./demo-artwork";

/** Any SVG element that draws glyphs, or could pull in something that does. */
const GLYPHS = /<(text|tspan|textPath|font|glyph|altGlyph|foreignObject|image|use|style)\b|font-family/i;

describe("the look of a title", () => {
  it("is stable for a title and differs between titles", () => {
    expect(paletteFor("Seoul Static")).toEqual(paletteFor("Seoul Static"));
    expect(paletteFor("Seoul Static")).not.toEqual(paletteFor("Neon Tiger"));
    expect(MOTIFS).toContain(motifFor("Neon Tiger"));
    expect(hashString("a")).not.toBe(hashString("b"));
    expect(artSvg({ seed: "Seoul Static", width: 400, height: 600 })).toBe(
      artSvg({ seed: "Seoul Static", width: 400, height: 600 }),
    );
  });

  it("spreads layout fractions over [0, 1)", () => {
    const values = Array.from({ length: 200 }, (_, i) => fraction(hashString("x"), i));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.filter((v) => v < 0.5).length).toBeGreaterThan(70);
    expect(values.filter((v) => v >= 0.5).length).toBeGreaterThan(70);
  });

  it("gives an episode its series' palette and motif, rearranged", () => {
    const still = (variant: string) => artSvg({ seed: "Moonlit Palace", variant, ...ART_SIZES.episode });
    const { accent } = paletteFor("Moonlit Palace");
    expect(still("S1E1")).toContain(accent);
    expect(still("S1E2")).toContain(accent);
    expect(still("S1E1")).not.toBe(still("S1E2"));
  });

  it("tells every demo title apart: no two pieces of the same kind are drawn alike", () => {
    const art = demoArtwork();
    for (const folder of new Set(art.map((piece) => piece.folder))) {
      const svgs = art.filter((piece) => piece.folder === folder).map((piece) => artSvg(piece.spec));
      expect(new Set(svgs).size).toBe(svgs.length);
    }
    expect(new Set(art.map((piece) => motifFor(piece.spec.seed)))).toEqual(new Set(MOTIFS));
  });
});

describe("text in the artwork", () => {
  it.each(
    MOTIFS.flatMap((motif) => Object.entries(ART_SIZES).map(([kind, size]) => [motif, kind, size] as const)),
  )("%s at %s size has none", (motif, _kind, size) => {
    const svg = artSvg({ seed: "Tom & Jerry's <Night>", variant: "S1E2", motif, ...size });
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg).not.toMatch(GLYPHS);
  });

  it("is in no piece of the demo's artwork (posters, thumbnails, stills, banners, covers)", () => {
    const art = demoArtwork();
    expect(new Set(art.map((piece) => piece.folder)).size).toBe(7);
    for (const piece of art) expect(artSvg(piece.spec)).not.toMatch(GLYPHS);
  });
});

describe("renderArt", () => {
  it.each([
    [400, 600, 40_000],
    [640, 360, 40_000],
    [480, 270, 25_000],
    [1600, 640, 80_000],
  ])("draws a %i×%i WebP under %i bytes", async (width, height, maxBytes) => {
    for (const motif of MOTIFS) {
      const data = await renderArt({ seed: "Whispers of the Mangrove", motif, width, height });
      const info = await sharp(data).metadata();
      expect(info.format).toBe("webp");
      expect([info.width, info.height]).toEqual([width, height]);
      expect(data.length).toBeLessThan(maxBytes);
    }
  });

  it("keeps the bottom of a banner darker than its top, for the headline set over it", async () => {
    for (const motif of MOTIFS) {
      const { data, info } = await sharp(
        await renderArt({ seed: "The Quiet Orbit", motif, ...ART_SIZES.banner }),
      )
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const mean = (from: number, to: number) => {
        let sum = 0;
        for (let i = from * info.width; i < to * info.width; i++) sum += data[i]!;
        return sum / ((to - from) * info.width);
      };
      const band = Math.floor(info.height / 5);
      expect(mean(info.height - band, info.height)).toBeLessThan(mean(0, band));
    }
  });
});
