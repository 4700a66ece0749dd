import fc from "fast-check";
import { sectionsToText, textToSections } from "./sections-text";

const TERMS = [
  { heading: "1. About these terms", paragraphs: ["These terms govern Cineva.", "We may update them."] },
  { heading: "2. Your account", paragraphs: ["Keep your password to yourself."] },
];

describe("a legal document's text", () => {
  it("writes sections as headings and paragraphs, and reads them back", () => {
    const text = sectionsToText(TERMS);
    expect(text).toBe(
      "## 1. About these terms\n\nThese terms govern Cineva.\n\nWe may update them.\n\n## 2. Your account\n\nKeep your password to yourself.",
    );
    expect(textToSections(text)).toEqual({ sections: TERMS });
  });

  it("joins a paragraph's lines, reads Windows line ends, and takes a paragraph right under its heading", () => {
    expect(textToSections("## Điều 1\r\nMột đoạn\r\nhai dòng.\r\n\r\n  \r\nĐoạn hai.")).toEqual({
      sections: [{ heading: "Điều 1", paragraphs: ["Một đoạn hai dòng.", "Đoạn hai."] }],
    });
  });

  it("names what is wrong: nothing, text before the first heading, a heading with nothing under it", () => {
    expect(textToSections(" \n\n ")).toEqual({ problem: "legalEmpty" });
    expect(textToSections("Preamble.\n\n## 1. Terms\n\nText.")).toEqual({ problem: "legalHeadingFirst" });
    expect(textToSections("## 1. Terms\n\n## 2. More\n\nText.")).toEqual({ problem: "legalEmptySection" });
    expect(textToSections("##\n\nText.")).toEqual({ problem: "legalEmptySection" });
  });

  it("reads back any document it wrote", () => {
    const line = fc
      .string({ minLength: 1, maxLength: 30 })
      .map((s) => s.replace(/\s+/g, " ").replace(/^#+/, "").trim())
      .filter((s) => s.length > 0);
    fc.assert(
      fc.property(
        fc.array(fc.record({ heading: line, paragraphs: fc.array(line, { minLength: 1, maxLength: 3 }) }), {
          minLength: 1,
          maxLength: 4,
        }),
        (sections) => {
          expect(textToSections(sectionsToText(sections))).toEqual({ sections });
        },
      ),
    );
  });
});
