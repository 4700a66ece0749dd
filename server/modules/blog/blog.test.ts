/** @jest-environment node */
import { readingMinutes, READING_WPM } from "./blog";

describe("readingMinutes", () => {
  it("counts words at the reading speed, at least one minute", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("word ".repeat(READING_WPM * 3))).toBe(3);
    expect(readingMinutes("word ".repeat(READING_WPM * 2 + 120))).toBe(3);
  });
});
