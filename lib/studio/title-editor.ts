import type { StudioTitle } from "@/lib/contract/studio-catalogue";
import { PLAYBACK_FIELDS, playbackValues, type PlaybackValues } from "./playback-fields";
import { fromVietnamField, toVietnamField } from "./vietnam-time";

/** The fields of the title editor, in the order the form posts them. */
export const EDITABLE_FIELDS = [
  "title_en",
  "title_vi",
  "description_en",
  "description_vi",
  "year",
  "duration_min",
  "country",
  "original_language",
  /** P, K, T13, T16, T18, or "" (not classified yet). */
  "age_rating",
  /** "draft" (only the studio sees it) or "public" (from `published_at`). */
  "visibility",
  "published_at",
  /** Names, one per line, in billing order. */
  "directors",
  "cast",
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];
/** The fields the form posts as several values (checkboxes): ids, as text. */
export const LIST_FIELDS = ["genre_ids", "section_ids"] as const;
export type ListField = (typeof LIST_FIELDS)[number];
/** A film's media fields (lib/studio/playback-fields.ts) ride along: empty for a series and a new title. */
export type EditorValues = Record<EditableField, string> & Record<ListField, string[]> & PlaybackValues;

/** The editor after opening or a save: the title as the server holds it, and what the fields show. */
export type TitleEditorState = {
  title: StudioTitle;
  /** The saved title's values, or what was typed when the save was refused (kept, not lost). */
  values: EditorValues;
  outcome: "opened" | "saved" | "refused";
  message?: string;
  fields?: Record<string, string>;
};

/** The form for a new title: what was typed, and why the server refused it. */
export type NewTitleState = { values: EditorValues; message?: string; fields?: Record<string, string> };

/** What the fields show for a title: its values as text, the publication in Vietnam's time. */
export function editorValues(title: StudioTitle): EditorValues {
  return {
    title_en: title.title_en,
    title_vi: title.title_vi,
    description_en: title.description_en,
    description_vi: title.description_vi,
    year: String(title.year),
    duration_min: title.duration_min === null ? "" : String(title.duration_min),
    country: title.country,
    original_language: title.original_language,
    age_rating: title.age_rating ?? "",
    genre_ids: title.genre_ids.map(String),
    section_ids: title.section_ids.map(String),
    visibility: title.published_at === null ? "draft" : "public",
    published_at: title.published_at === null ? "" : toVietnamField(title.published_at),
    directors: title.directors.join("\n"),
    cast: title.cast.join("\n"),
    ...playbackValues(title.playback),
  };
}

/** A new title's fields before anything is typed: this year, made in Vietnam, heard in Vietnamese. */
export function blankValues(now: Date): EditorValues {
  return {
    title_en: "",
    title_vi: "",
    description_en: "",
    description_vi: "",
    year: toVietnamField(now.toISOString()).slice(0, 4),
    duration_min: "",
    country: "VN",
    original_language: "vi",
    age_rating: "",
    genre_ids: [],
    section_ids: [],
    visibility: "draft",
    published_at: "",
    directors: "",
    cast: "",
    ...playbackValues(null),
  };
}

/** The form's values, by field (a missing one is empty). */
export function typedValues(form: FormData): EditorValues {
  return Object.fromEntries([
    ...[...EDITABLE_FIELDS, ...PLAYBACK_FIELDS].map((field) => [field, String(form.get(field) ?? "")]),
    ...LIST_FIELDS.map((field) => [field, form.getAll(field).map(String)]),
  ]) as EditorValues;
}

/**
 * When the typed visibility and time publish the title: null keeps it a draft (or takes it down);
 * "public" with no time publishes it now; an unchanged field keeps the saved time to the second.
 */
export function publicationOf(
  typed: Pick<EditorValues, "visibility" | "published_at">,
  saved: string | null,
  now: Date,
): string | null {
  if (typed.visibility !== "public") return null;
  if (typed.published_at.trim() === "") return now.toISOString();
  if (saved !== null && typed.published_at === toVietnamField(saved)) return saved;
  return fromVietnamField(typed.published_at);
}

/** The names typed one per line, as the backend reads them: blank lines are none. */
export function namesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((name) => name.trim())
    .filter((name) => name !== "");
}

/** A refusal of one name ("cast.3") shown on its list's field, the first one said. */
export function onCreditFields(fields: Record<string, string>): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [key, text] of Object.entries(fields)) {
    const field = /^(directors|cast)\.\d+$/.test(key) ? key.split(".")[0]! : key;
    shown[field] ??= text;
  }
  return shown;
}
