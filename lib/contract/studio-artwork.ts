/**
 * Artwork uploaded in the studio (issue #36): a film's or series' poster and thumbnail, an episode's
 * still, a home banner's image and a blog post's cover. Each slot has one shape; an upload is cut to
 * it around the editor's focal point, as CSS `object-fit: cover` with `object-position` would show it,
 * so the studio's preview is what the site then serves.
 */
import { z } from "zod";
import { StudioTitleParamsSchema } from "./studio-catalogue";

/** An upload past this is refused before it is read (JPEG, PNG or WebP). */
export const ARTWORK_MAX_BYTES = 6 * 1024 * 1024;

/** Each slot's size as served (the card's or the hero's shape at 2× its largest showing). */
export const ARTWORK_SLOTS = {
  poster: { width: 600, height: 900 },
  thumbnail: { width: 1280, height: 720 },
  still: { width: 1280, height: 720 },
  banner: { width: 1920, height: 768 },
  cover: { width: 1280, height: 720 },
} as const;
export type ArtworkSlot = keyof typeof ARTWORK_SLOTS;

/** The smallest picture a slot takes: half its size each way (smaller looks blurred on a phone). */
export function minimumSize(slot: ArtworkSlot): { width: number; height: number } {
  const { width, height } = ARTWORK_SLOTS[slot];
  return { width: width / 2, height: height / 2 };
}

/** Where the picture's crop sits, in percent of the room left each way (CSS object-position). */
export const FocusSchema = z.object({
  x: z.number().int().min(0).max(100),
  y: z.number().int().min(0).max(100),
});
export type Focus = z.infer<typeof FocusSchema>;
export const CENTRE: Focus = { x: 50, y: 50 };

const percent = () =>
  z.coerce
    .number("fields.number")
    .int("fields.wholeNumber")
    .min(0, "fields.number")
    .max(100, "fields.number");

export const StudioArtworkFormSchema = z.object({
  /** A JPEG, PNG or WebP file of at most ARTWORK_MAX_BYTES. */
  file: z.any().optional().meta({ type: "string", format: "binary" }),
  focus_x: percent().default(50),
  focus_y: percent().default(50),
});
export type StudioArtworkForm = z.input<typeof StudioArtworkFormSchema>;

export const StudioArtworkSchema = z.object({
  /** The new file's name under the slot's folder of /images. */
  file: z.string(),
  focus: FocusSchema,
});
export type StudioArtwork = z.infer<typeof StudioArtworkSchema>;

/** A title's artwork: which picture. */
export const StudioTitleArtworkParamsSchema = StudioTitleParamsSchema.extend({
  slot: z.enum(["poster", "thumbnail"], "fields.oneOf"),
});
