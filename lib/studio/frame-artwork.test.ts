import { placeOf } from "./artwork-form";
import { frameArtworkForm, framePlaces, placeKey } from "./frame-artwork";

test("a film's frame may become its poster or thumbnail; an episode's, its own picture first", () => {
  expect(framePlaces({ kind: "movie", id: 4 }, null).map(placeKey)).toEqual(["poster", "thumbnail"]);
  const episode = framePlaces({ kind: "series", id: 9 }, 31);
  expect(episode.map(placeKey)).toEqual(["still", "poster", "thumbnail"]);
  expect(episode[0]).toEqual({ thing: "episode", series: 9, id: 31 });
  expect(episode[2]).toEqual({ thing: "title", kind: "series", id: 9, slot: "thumbnail" });
});

test("the upload form names the place as the artwork form does, with the picture cut around its centre", () => {
  const [still] = framePlaces({ kind: "series", id: 9 }, 31);
  const form = frameArtworkForm(still!, new Blob(["jpeg"], { type: "image/jpeg" }), "vi");
  expect(placeOf(form)).toEqual(still);
  expect(form.get("locale")).toBe("vi");
  expect([form.get("focus_x"), form.get("focus_y")]).toEqual(["50", "50"]);
  const file = form.get("file") as File;
  expect([file.name, file.type, file.size]).toEqual(["frame.jpg", "image/jpeg", 4]);
});
