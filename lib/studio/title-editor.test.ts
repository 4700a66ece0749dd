import type { StudioTitle } from "@/lib/contract/studio-catalogue";
import {
  blankValues,
  editorValues,
  namesOf,
  onCreditFields,
  publicationOf,
  typedValues,
} from "./title-editor";

const TITLE: StudioTitle = {
  kind: "movie",
  id: 7,
  title_en: "Night Ferry",
  title_vi: "Chuyến phà đêm",
  description_en: "",
  description_vi: "",
  year: 2024,
  country: "VN",
  original_language: "vi",
  duration_min: 98,
  age_rating: "T13",
  genre_ids: [2, 5],
  section_ids: [],
  directors: ["Lê Minh"],
  cast: ["Ana Reyes", "Trần Thu"],
  published_at: "2026-11-27T01:30:15.000Z",
  playback: { media: "clips/a/master.m3u8", storyboard: null, subtitles: [], segments: [] },
  artwork: { poster: "night-ferry.webp", thumbnail: null },
  updated_at: "2026-11-27T02:00:00.000Z",
  state: "published",
  paths: { en: "/en/movie/7/night-ferry", vi: "/vi/movie/7/night-ferry" },
};
const NOW = new Date("2026-11-27T03:00:00.000Z");

describe("editorValues", () => {
  it("shows a published title as public from its time in Vietnam", () => {
    expect(editorValues(TITLE)).toMatchObject({
      duration_min: "98",
      age_rating: "T13",
      genre_ids: ["2", "5"],
      visibility: "public",
      published_at: "2026-11-27T08:30",
    });
  });

  it("shows a draft as a draft with no time, and a series without a running time", () => {
    expect(editorValues({ ...TITLE, kind: "series", duration_min: null, published_at: null })).toMatchObject({
      duration_min: "",
      visibility: "draft",
      published_at: "",
    });
  });
});

describe("blankValues", () => {
  it("starts a new title this year in Vietnam, made there and heard in Vietnamese, as a draft", () => {
    // 23:30 on New Year's Eve in UTC is already the new year in Vietnam.
    expect(blankValues(new Date("2026-12-31T23:30:00Z"))).toMatchObject({
      year: "2027",
      country: "VN",
      original_language: "vi",
      visibility: "draft",
    });
  });
});

describe("publicationOf", () => {
  const typed = (visibility: string, published_at: string) => ({
    ...editorValues(TITLE),
    visibility,
    published_at,
  });

  it("keeps a draft (or takes a title down) whatever the time field says", () => {
    expect(publicationOf(typed("draft", "2026-12-01T20:00"), TITLE.published_at, NOW)).toBeNull();
  });

  it("publishes now when no time is given", () => {
    expect(publicationOf(typed("public", " "), null, NOW)).toBe(NOW.toISOString());
  });

  it("keeps the saved time to the second when the field was left as it was", () => {
    expect(publicationOf(typed("public", "2026-11-27T08:30"), TITLE.published_at, NOW)).toBe(
      TITLE.published_at,
    );
  });

  it("reads a new time in Vietnam's time", () => {
    expect(publicationOf(typed("public", "2026-12-01T20:00"), TITLE.published_at, NOW)).toBe(
      "2026-12-01T13:00:00.000Z",
    );
  });
});

describe("typedValues", () => {
  it("reads every field, a missing one as empty", () => {
    const form = new FormData();
    form.set("title_en", "Night Ferry");
    form.set("visibility", "public");
    form.append("genre_ids", "3");
    form.append("genre_ids", "7");
    expect(typedValues(form)).toMatchObject({
      title_en: "Night Ferry",
      visibility: "public",
      duration_min: "",
      genre_ids: ["3", "7"],
      section_ids: [],
    });
  });
});

describe("credits in the editor", () => {
  it("shows one name per line and reads the lines back, blank ones left out", () => {
    expect(editorValues(TITLE).cast).toBe("Ana Reyes\nTrần Thu");
    expect(namesOf(" Ana Reyes \r\n\n  Trần Thu\n")).toEqual(["Ana Reyes", "Trần Thu"]);
    expect(namesOf("")).toEqual([]);
  });

  it("shows a refused name on its list, the first refusal said", () => {
    expect(onCreditFields({ "cast.3": "Only one of each.", "cast.7": "Too long.", year: "Range." })).toEqual({
      cast: "Only one of each.",
      year: "Range.",
    });
  });
});
