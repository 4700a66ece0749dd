"use server";
/** A new title and saving one, from the studio's catalogue (issue #36): the forms, as the server actions they post to. */
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { AgeRating } from "@/lib/catalogue/age-ratings";
import type { TitleKind } from "@/lib/contract/catalogue";
import { studioCreateTitle, studioSaveTitle } from "@/lib/contract/endpoints/studio-catalogue";
import { localizedPath } from "@/lib/i18n/addresses";
import { toLocale } from "@/lib/i18n/config";
import { onPlaybackFields, playbackBody } from "./playback-fields";
import { formRefusal, refusedSave } from "./refusal";
import { studioApi } from "./server";
import {
  editorValues,
  namesOf,
  onCreditFields,
  publicationOf,
  typedValues,
  type EditorValues,
  type NewTitleState,
  type TitleEditorState,
} from "./title-editor";

/**
 * The fields both forms send, as the backend reads them: a series sends no running time, and an
 * empty one is not sent (the backend asks a film for it, rather than reading it as 0 minutes).
 */
function identityOf(kind: TitleKind, typed: EditorValues) {
  const {
    title_en,
    title_vi,
    description_en,
    description_vi,
    year,
    country,
    original_language,
    duration_min,
  } = typed;
  return {
    ...{ title_en, title_vi, description_en, description_vi, year, country, original_language },
    ...(kind === "movie" && duration_min.trim() !== "" ? { duration_min } : {}),
  };
}

export async function createTitleAction(_previous: NewTitleState, form: FormData): Promise<NewTitleState> {
  const locale = toLocale(form.get("locale"));
  const kind: TitleKind = form.get("kind") === "series" ? "series" : "movie";
  const typed = typedValues(form);
  let id: number;
  try {
    const api = await studioApi(locale);
    ({ id } = await api.call(studioCreateTitle, { params: { kind }, body: identityOf(kind, typed) }));
  } catch (error) {
    return { values: typed, ...formRefusal(error) };
  }
  redirect(localizedPath(locale, `/studio/catalogue/${kind}/${id}`));
}

export async function saveTitleAction(previous: TitleEditorState, form: FormData): Promise<TitleEditorState> {
  const locale = toLocale(form.get("locale"));
  const typed = typedValues(form);
  const { kind, id } = previous.title;
  // A series plays its episodes: its editor has no media fields to send.
  const playback = kind === "movie" ? playbackBody(typed) : undefined;
  try {
    const title = await (
      await studioApi(locale)
    ).call(studioSaveTitle, {
      params: { kind, id },
      body: {
        ...identityOf(kind, typed),
        // As chosen: the backend refuses a classification that is none (422).
        age_rating: typed.age_rating === "" ? null : (typed.age_rating as AgeRating),
        genre_ids: typed.genre_ids,
        section_ids: typed.section_ids,
        directors: namesOf(typed.directors),
        cast: namesOf(typed.cast),
        published_at: publicationOf(typed, previous.title.published_at, new Date()),
        updated_at: String(form.get("updated_at") ?? ""),
        ...(playback ? { playback } : {}),
      },
    });
    const t = await getTranslations({ locale, namespace: "studio.catalogue" });
    const changed = title.updated_at !== previous.title.updated_at;
    return {
      title,
      values: editorValues(title),
      outcome: "saved",
      message: t(changed ? "saved" : "unchanged"),
    };
  } catch (error) {
    return refusedSave(previous, typed, error, (fields) =>
      onCreditFields(onPlaybackFields(fields, playback)),
    );
  }
}
