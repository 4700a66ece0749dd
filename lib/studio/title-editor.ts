import type { StudioTitle } from "@/lib/contract/studio-catalogue";
import { toVietnamField } from "./vietnam-time";

/** The fields of the title editor, in the order the form posts them. */
export const EDITABLE_FIELDS = [
  "title_en",
  "title_vi",
  "description_en",
  "description_vi",
  "year",
  "country",
  "original_language",
  "published_at",
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];
export type EditorValues = Record<EditableField, string>;

/** The editor after opening or a save: the title as the server holds it, and what the fields show. */
export type TitleEditorState = {
  title: StudioTitle;
  /** The saved title's values, or what was typed when the save was refused (kept, not lost). */
  values: EditorValues;
  outcome: "opened" | "saved" | "refused";
  message?: string;
  fields?: Record<string, string>;
};

/** What the fields show for a title: its values as text, the publication in Vietnam's time. */
export function editorValues(title: StudioTitle): EditorValues {
  return {
    title_en: title.title_en,
    title_vi: title.title_vi,
    description_en: title.description_en,
    description_vi: title.description_vi,
    year: String(title.year),
    country: title.country,
    original_language: title.original_language,
    published_at: toVietnamField(title.published_at),
  };
}

/** The form's values, by field (a missing one is empty). */
export function typedValues(form: FormData): EditorValues {
  return Object.fromEntries(
    EDITABLE_FIELDS.map((field) => [field, String(form.get(field) ?? "")]),
  ) as EditorValues;
}
