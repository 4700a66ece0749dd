/**
 * Where a studio upload goes (issue #36): the picture's place, written into the upload form as hidden
 * fields and read back by its server action (lib/studio/artwork-actions.ts). The backend checks the
 * place and the role again: these fields only say which call to make.
 */
import type { TitleKind } from "@/lib/contract/catalogue";
import { CENTRE, type ArtworkSlot, type Focus } from "@/lib/contract/studio-artwork";
import type { ImageKind } from "@/lib/images";

export type ArtworkPlace =
  | { thing: "title"; kind: TitleKind; id: number; slot: "poster" | "thumbnail" }
  | { thing: "episode"; series: number; id: number }
  | { thing: "banner"; id: number }
  | { thing: "post"; id: number };

/** What an upload form shows: the picture now, its focal point, and how the last upload went. */
export type ArtworkState = {
  file: string | null;
  focus: Focus;
  outcome?: "saved" | "refused";
  message?: string;
  fields?: Record<string, string>;
};

export function slotOf(place: ArtworkPlace): ArtworkSlot {
  if (place.thing === "title") return place.slot;
  return ({ episode: "still", banner: "banner", post: "cover" } as const)[place.thing];
}

/** The media host's folder the picture is served from (lib/images.ts). */
export function imageKindOf(place: ArtworkPlace): ImageKind {
  if (place.thing === "title")
    return `${place.kind === "movie" ? "movie" : "series"}${place.slot === "poster" ? "Poster" : "Thumbnail"}`;
  return ({ episode: "episode", banner: "banner", post: "blogCover" } as const)[place.thing];
}

/** The place as the form's hidden fields. */
export function placeFields(place: ArtworkPlace): Record<string, string> {
  return Object.fromEntries(Object.entries(place).map(([key, value]) => [`place_${key}`, String(value)]));
}

const whole = (value: FormDataEntryValue | null) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
};

/** The place from the form's hidden fields; null when they name none. */
export function placeOf(form: FormData): ArtworkPlace | null {
  const id = whole(form.get("place_id"));
  if (id === null) return null;
  switch (form.get("place_thing")) {
    case "title": {
      const kind = form.get("place_kind");
      const slot = form.get("place_slot");
      if ((kind !== "movie" && kind !== "series") || (slot !== "poster" && slot !== "thumbnail")) return null;
      return { thing: "title", kind, id, slot };
    }
    case "episode": {
      const series = whole(form.get("place_series"));
      return series === null ? null : { thing: "episode", series, id };
    }
    case "banner":
      return { thing: "banner", id };
    case "post":
      return { thing: "post", id };
    default:
      return null;
  }
}

/** A focal point typed or dragged, held to whole percents from 0 to 100. */
export function focusOf(x: unknown, y: unknown): Focus {
  const percent = (value: unknown, fallback: number) => {
    const number = Math.round(Number(value));
    return Number.isFinite(number) ? Math.min(100, Math.max(0, number)) : fallback;
  };
  return { x: percent(x, CENTRE.x), y: percent(y, CENTRE.y) };
}
