import { nameOf, posterUrl, titleHref, titleOf } from "./titles";

const card = {
  kind: "movie" as const,
  id: 18,
  title_en: "The Quiet Orbit",
  title_vi: "Quỹ đạo lặng im",
  poster: "the-quiet-orbit.webp",
};

describe("title helpers", () => {
  it("name a title in the viewer's language, falling back to the other", () => {
    expect(titleOf(card, "en")).toBe("The Quiet Orbit");
    expect(titleOf(card, "vi")).toBe("Quỹ đạo lặng im");
    expect(titleOf({ title_en: "Only English", title_vi: "" }, "vi")).toBe("Only English");
    expect(nameOf({ name_en: "Drama", name_vi: "Chính kịch" }, "vi")).toBe("Chính kịch");
  });

  it("link films and series to their watch pages with one slug for both languages", () => {
    expect(titleHref(card)).toBe("/movie/18/the-quiet-orbit");
    expect(titleHref({ kind: "series", id: 3, title_en: "Ghost Train Academy" })).toBe(
      "/tvseries/3/ghost-train-academy",
    );
  });

  it("build poster URLs on the media host (product §3.6)", () => {
    expect(posterUrl(card, "")).toBe("/images/movies/posters/the-quiet-orbit.webp");
    expect(posterUrl({ kind: "series", poster: "x.webp" }, "https://media.example")).toBe(
      "https://media.example/images/tvseries/posters/x.webp",
    );
    expect(posterUrl({ kind: "movie", poster: null }, "")).toBeNull();
  });
});
