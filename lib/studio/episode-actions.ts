"use server";
/** A series' seasons and episodes from the studio (issue #36): the forms' server actions. */
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import {
  studioAddSeason,
  studioCreateEpisode,
  studioSaveEpisode,
} from "@/lib/contract/endpoints/studio-episodes";
import { localizedPath } from "@/lib/i18n/addresses";
import { toLocale } from "@/lib/i18n/config";
import {
  episodeValues,
  typedEpisodeValues,
  type AddSeasonState,
  type EpisodeEditorState,
  type NewEpisodeState,
} from "./episode-editor";
import { onPlaybackFields, playbackBody } from "./playback-fields";
import { formRefusal, refusedSave } from "./refusal";
import { studioApi } from "./server";

/** The season after the last one; the series' editor lists it on its next render. */
export async function addSeasonAction(previous: AddSeasonState, form: FormData): Promise<AddSeasonState> {
  const locale = toLocale(form.get("locale"));
  try {
    await (await studioApi(locale)).call(studioAddSeason, { params: { id: previous.seriesId } });
  } catch (error) {
    return { ...previous, message: formRefusal(error).message };
  }
  refresh();
  return { seriesId: previous.seriesId };
}

/** A new episode, then its editor, where its media is given. */
export async function createEpisodeAction(
  previous: NewEpisodeState,
  form: FormData,
): Promise<NewEpisodeState> {
  const locale = toLocale(form.get("locale"));
  const { episode_no, title_en, title_vi, duration_sec } = typedEpisodeValues(form);
  const values = { episode_no, title_en, title_vi, duration_sec };
  let id: number;
  try {
    ({ id } = await (
      await studioApi(locale)
    ).call(studioCreateEpisode, {
      params: { id: previous.seriesId, season: previous.seasonId },
      body: values,
    }));
  } catch (error) {
    return { ...previous, values, ...formRefusal(error) };
  }
  redirect(localizedPath(locale, `/studio/catalogue/series/${previous.seriesId}/episodes/${id}?created=1`));
}

export async function saveEpisodeAction(
  previous: EpisodeEditorState,
  form: FormData,
): Promise<EpisodeEditorState> {
  const locale = toLocale(form.get("locale"));
  const typed = typedEpisodeValues(form);
  const playback = playbackBody(typed);
  const { series_id, id } = previous.episode;
  try {
    const episode = await (
      await studioApi(locale)
    ).call(studioSaveEpisode, {
      params: { id: series_id, episode: id },
      body: {
        episode_no: typed.episode_no,
        title_en: typed.title_en,
        title_vi: typed.title_vi,
        duration_sec: typed.duration_sec,
        playback,
        updated_at: String(form.get("updated_at") ?? ""),
      },
    });
    const t = await getTranslations({ locale, namespace: "studio.catalogue" });
    const changed = episode.updated_at !== previous.episode.updated_at;
    return {
      episode,
      values: episodeValues(episode),
      outcome: "saved",
      message: t(changed ? "saved" : "unchanged"),
    };
  } catch (error) {
    return refusedSave(previous, typed, error, (fields) => onPlaybackFields(fields, playback));
  }
}
