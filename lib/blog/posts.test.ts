import { postBody, postTitle, readingMinutes } from "./posts";

describe("blog post helpers", () => {
  it("read a post in the viewer's language, falling back to the other", () => {
    expect(postTitle({ title_en: "Behind the scenes", title_vi: "Hậu trường" }, "vi")).toBe("Hậu trường");
    expect(postTitle({ title_en: "Behind the scenes", title_vi: "" }, "vi")).toBe("Behind the scenes");
    expect(postBody({ body_en: "One\n\nTwo", body_vi: " \n" }, "vi")).toBe("One\n\nTwo");
    expect(postBody({ body_en: "One", body_vi: "Một" }, "vi")).toBe("Một");
  });

  it("never say a post takes under a minute", () => {
    expect(readingMinutes({ reading_minutes_en: 0, reading_minutes_vi: 4 }, "en")).toBe(1);
    expect(readingMinutes({ reading_minutes_en: 0, reading_minutes_vi: 4 }, "vi")).toBe(4);
  });
});
