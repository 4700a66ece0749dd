import fc from "fast-check";
import {
  activeLines,
  captionBlocks,
  cueLines,
  MAX_LINES_PER_TRACK,
  parseCaptionBackground,
  parseCaptionSize,
} from "./captions";

describe("cueLines", () => {
  it("drops WebVTT markup and keeps the words, a line per line", () => {
    expect(cueLines("<v Mai>Chào <i>anh</i>!</v>\n<c.yellow>Đi thôi</c>")).toEqual(["Chào anh!", "Đi thôi"]);
    expect(cueLines("Karaoke <00:00:01.000>word <b>by</b> <u>word</u>")).toEqual(["Karaoke word by word"]);
    expect(cueLines("<ruby>漢<rt>kan</rt></ruby>")).toEqual(["漢kan"]);
  });

  it("decodes entities once, so markup written as text stays text", () => {
    expect(cueLines("Tom &amp; Jerry &lt;3 &#39;hi&#x27; &nbsp;!")).toEqual(["Tom & Jerry <3 'hi' \u00a0!"]);
    expect(cueLines("&lt;script&gt;alert(1)&lt;/script&gt;")).toEqual(["<script>alert(1)</script>"]);
    expect(cueLines("&unknown; &#99999999;")).toEqual(["&unknown; &#99999999;"]);
  });

  it("leaves out blank lines and squeezes spaces", () => {
    expect(cueLines("  one   two \r\n\r\n three ")).toEqual(["one two", "three"]);
    expect(cueLines("")).toEqual([]);
    expect(cueLines("<i></i>")).toEqual([]);
  });
});

describe("activeLines", () => {
  it("orders overlapping cues by their start, whatever order the browser lists them in", () => {
    expect(
      activeLines([
        { text: "second", startTime: 2 },
        { text: "first", startTime: 1 },
      ]),
    ).toEqual(["first", "second"]);
  });

  it("shows a line said twice once, and no more than a few lines per language", () => {
    expect(
      activeLines([
        { text: "same", startTime: 1 },
        { text: "same", startTime: 1.5 },
      ]),
    ).toEqual(["same"]);
    const many = Array.from({ length: 20 }, (_, index) => ({ text: `line ${index}`, startTime: index }));
    expect(activeLines(many)).toHaveLength(MAX_LINES_PER_TRACK);
  });
});

describe("captionBlocks", () => {
  const en = { lang: "en", lines: ["A short demo clip."] };
  const vi = { lang: "vi", lines: ["Một đoạn phim mẫu ngắn."] };

  it("puts the second language above the first", () => {
    expect(captionBlocks(en, vi)).toEqual([
      { ...vi, second: true },
      { ...en, second: false },
    ]);
  });

  it("draws a language alone when the other has nothing to say now", () => {
    expect(captionBlocks(en, { lang: "vi", lines: [] })).toEqual([{ ...en, second: false }]);
    expect(captionBlocks({ lang: "en", lines: [] }, vi)).toEqual([{ ...vi, second: true }]);
    expect(captionBlocks(null, null)).toEqual([]);
  });

  it("does not repeat the second when it says what the first says", () => {
    expect(captionBlocks(en, { lang: "en-GB", lines: [...en.lines] })).toEqual([{ ...en, second: false }]);
  });

  it("never draws an empty block, never more than two, the first always last", () => {
    const block = fc.record({
      lang: fc.constantFrom("en", "vi"),
      lines: fc.array(fc.string({ minLength: 1 }), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.option(block), fc.option(block), (first, second) => {
        const blocks = captionBlocks(first, second);
        expect(blocks.length).toBeLessThanOrEqual(2);
        for (const shown of blocks) expect(shown.lines.length).toBeGreaterThan(0);
        if (first && first.lines.length > 0) expect(blocks.at(-1)).toEqual({ ...first, second: false });
        expect(blocks.filter((shown) => !shown.second).length).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe("stored appearance", () => {
  it("reads what was offered and falls back for anything else", () => {
    expect(parseCaptionSize("xlarge")).toBe("xlarge");
    expect(parseCaptionSize("huge")).toBe("medium");
    expect(parseCaptionSize(null)).toBe("medium");
    expect(parseCaptionBackground("box")).toBe("box");
    expect(parseCaptionBackground("<b>")).toBe("shadow");
  });
});
