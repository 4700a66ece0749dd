import { focusOf, imageKindOf, placeFields, placeOf, slotOf, type ArtworkPlace } from "./artwork-form";

const PLACES: ArtworkPlace[] = [
  { thing: "title", kind: "movie", id: 7, slot: "poster" },
  { thing: "title", kind: "series", id: 3, slot: "thumbnail" },
  { thing: "episode", series: 3, id: 41 },
  { thing: "banner", id: 2 },
  { thing: "post", id: 9 },
];

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
};

describe("an upload's place", () => {
  it.each(PLACES)("reads back from its hidden fields: %o", (place) => {
    expect(placeOf(formOf(placeFields(place)))).toEqual(place);
  });

  it("names each place's slot and the folder its picture is served from", () => {
    expect(PLACES.map(slotOf)).toEqual(["poster", "thumbnail", "still", "banner", "cover"]);
    expect(PLACES.map(imageKindOf)).toEqual([
      "moviePoster",
      "seriesThumbnail",
      "episode",
      "banner",
      "blogCover",
    ]);
  });

  it.each<Record<string, string>>([
    {},
    { place_thing: "title", place_id: "7", place_kind: "film", place_slot: "poster" },
    { place_thing: "title", place_id: "7", place_kind: "movie", place_slot: "backdrop" },
    { place_thing: "episode", place_id: "41" },
    { place_thing: "banner", place_id: "0" },
    { place_thing: "post", place_id: "1.5" },
    { place_thing: "user", place_id: "1" },
  ])("is none for fields that name none: %o", (fields) => {
    expect(placeOf(formOf(fields))).toBeNull();
  });
});

describe("focusOf", () => {
  it("keeps whole percents from 0 to 100, and the centre for what is not a number", () => {
    expect(focusOf("20", 70.4)).toEqual({ x: 20, y: 70 });
    expect(focusOf(-5, 140)).toEqual({ x: 0, y: 100 });
    expect(focusOf("left", undefined)).toEqual({ x: 50, y: 50 });
  });
});
