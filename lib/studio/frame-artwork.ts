/**
 * A packaging's pictures as the title's artwork (issue #37): which pictures a frame may become — a
 * film's or series' poster and thumbnail, and an episode's own picture — and the artwork upload's
 * form for one, the same call an uploaded picture makes (lib/studio/artwork-actions.ts).
 */
import { CENTRE } from "@/lib/contract/studio-artwork";
import { placeFields, type ArtworkPlace } from "./artwork-form";

type Title = { kind: "movie" | "series"; id: number };

/** The artwork a frame of a title's packaging (an episode's, for a series) may become. */
export function framePlaces(title: Title, episodeId: number | null): ArtworkPlace[] {
  const own: ArtworkPlace[] =
    title.kind === "series" && episodeId !== null
      ? [{ thing: "episode", series: title.id, id: episodeId }]
      : [];
  return [
    ...own,
    { thing: "title", kind: title.kind, id: title.id, slot: "poster" },
    { thing: "title", kind: title.kind, id: title.id, slot: "thumbnail" },
  ];
}

/** The key of a place's button text in studio.packaging.frames. */
export const placeKey = (place: ArtworkPlace) => (place.thing === "title" ? place.slot : ("still" as const));

/** The upload form making `picture` the artwork at `place`, cut around its centre. */
export function frameArtworkForm(place: ArtworkPlace, picture: Blob, locale: string): FormData {
  const form = new FormData();
  form.set("locale", locale);
  for (const [name, value] of Object.entries(placeFields(place))) form.set(name, value);
  form.set("file", new File([picture], "frame.jpg", { type: "image/jpeg" }));
  form.set("focus_x", String(CENTRE.x));
  form.set("focus_y", String(CENTRE.y));
  return form;
}
