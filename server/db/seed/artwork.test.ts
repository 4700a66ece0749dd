/** @jest-environment node */
import sharp from "sharp";
import { artSvg, escapeXml, hashString, motifFor, MOTIFS, paletteFor, renderArt, wrapLines } from "./artwork";

describe("wrapLines", () => {
  it("wraps words greedily within the width", () => {
    expect(wrapLines("The Kite Maker of Bến Tre", 13, 4)).toEqual(["The Kite", "Maker of Bến", "Tre"]);
    expect(wrapLines("Seoul Static", 13, 4)).toEqual(["Seoul Static"]);
    expect(wrapLines("  ", 10, 2)).toEqual([]);
  });

  it("gives a long word a line of its own instead of cutting it", () => {
    expect(wrapLines("The Cartographer's Daughter", 13, 4)).toEqual(["The", "Cartographer's", "Daughter"]);
    expect(wrapLines("Supercalifragilisticexpialidocious", 10, 2)).toEqual(["Supercalifragilisti…"]);
  });

  it("ends with an ellipsis when the text does not fit the lines", () => {
    const lines = wrapLines("one two three four five six seven", 9, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith("…")).toBe(true);
  });
});

describe("the look of a title", () => {
  it("is stable for a title and differs between titles", () => {
    expect(paletteFor("Seoul Static")).toEqual(paletteFor("Seoul Static"));
    expect(paletteFor("Seoul Static")).not.toEqual(paletteFor("Neon Tiger"));
    expect(MOTIFS).toContain(motifFor("Neon Tiger"));
    expect(hashString("a")).not.toBe(hashString("b"));
  });

  it("escapes text into the SVG", () => {
    expect(escapeXml(`<a & "b" 'c'>`)).toBe("&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;");
    const svg = artSvg({
      seed: "x",
      title: "Tom & Jerry's <Night>",
      subtitle: "Đêm của Tom",
      width: 400,
      height: 600,
    });
    expect(svg).toContain("Tom &amp; Jerry&apos;s");
    expect(svg).toContain("&lt;Night&gt;");
    expect(svg).toContain("Đêm của Tom");
    expect(svg).not.toContain("<Night>");
  });
});

describe("renderArt", () => {
  it.each([
    [400, 600, 40_000],
    [640, 360, 40_000],
    [480, 270, 25_000],
    [1600, 640, 80_000],
  ])("draws a %i×%i WebP under %i bytes", async (width, height, maxBytes) => {
    const data = await renderArt({
      seed: "Whispers of the Mangrove",
      title: "Whispers of the Mangrove",
      subtitle: "Tiếng thì thầm rừng đước",
      kicker: "2025 · VN · Horror",
      badge: "S1 · E2",
      width,
      height,
    });
    const info = await sharp(data).metadata();
    expect(info.format).toBe("webp");
    expect([info.width, info.height]).toEqual([width, height]);
    expect(data.length).toBeLessThan(maxBytes);
  });

  it("renders Vietnamese text with its diacritics (not as missing-glyph boxes)", async () => {
    // Same width budget, different marks: if a font lacked the glyphs both would draw the same boxes.
    const draw = async (text: string) =>
      sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="60"><rect width="300" height="60" fill="#000"/><text x="5" y="45" font-family="DejaVu Sans, sans-serif" font-size="36" fill="#fff">${text}</text></svg>`,
        ),
      )
        .raw()
        .toBuffer();
    const plain = await draw("Ha Noi Da Lat");
    const marked = await draw("Hà Nội Đà Lạt");
    const lit = (pixels: Buffer) => pixels.reduce((n, value) => n + (value > 128 ? 1 : 0), 0);
    expect(lit(marked)).toBeGreaterThan(lit(plain));
  });
});
