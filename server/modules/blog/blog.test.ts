/** @jest-environment node */
import { paragraphsOf, readingMinutes, READING_WPM } from "./blog";

describe("paragraphsOf", () => {
  it("splits on blank lines and tidies whitespace", () => {
    expect(paragraphsOf("One.\n\nTwo\nlines.\r\n\r\n  \n\nThree.  ")).toEqual([
      "One.",
      "Two lines.",
      "Three.",
    ]);
    expect(paragraphsOf("")).toEqual([]);
  });
});

describe("readingMinutes", () => {
  it("counts words at the reading speed, at least one minute", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("word ".repeat(READING_WPM * 3))).toBe(3);
    expect(readingMinutes("word ".repeat(READING_WPM * 2 + 120))).toBe(3);
  });
});
