"use client";

import { useActionState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { TextField } from "@/components/ui/text-field";
import type { EpisodeEditorState, EpisodeValues } from "@/lib/studio/episode-editor";
import styles from "./studio.module.scss";
import { PageLinks } from "./page-links";
import { SaveBar } from "./save-bar";
import { PlaybackFields } from "./playback-fields";

/**
 * One episode's editor: its names side by side in both languages, its number and running time, and
 * what plays (the film's media fields). Saving posts the form to the server; a refused save keeps
 * what was typed and names each wrong field.
 */
export function EpisodeEditor({
  initial,
  saveEpisodeAction,
}: {
  initial: EpisodeEditorState;
  /** lib/studio/episode-actions.ts, handed down by the page: see StudioSignIn. */
  saveEpisodeAction: (state: EpisodeEditorState, form: FormData) => Promise<EpisodeEditorState>;
}) {
  const t = useTranslations("studio.catalogue");
  const locale = useLocale();
  const [state, save, pending] = useActionState(saveEpisodeAction, initial);
  const { episode, values, fields = {} } = state;
  const field = (name: keyof EpisodeValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} name={name} defaultValue={values[name]} error={fields[name]} {...extra} />
  );
  return (
    <>
      <h1>
        {t("episodes.heading1", {
          season: episode.season_no,
          episode: episode.episode_no,
          title: locale === "vi" ? episode.title_vi : episode.title_en,
        })}
      </h1>
      <PageLinks
        label={t("episodes.pages")}
        paths={episode.paths}
        texts={{ en: t("openEnglish"), vi: t("openVietnamese") }}
      />
      <form action={save} className={styles.editor} noValidate>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="updated_at" value={episode.updated_at} />
        <div className={styles.languages}>
          <fieldset lang="en">
            <legend>{t("english")}</legend>
            {field("title_en", t("episodes.titleField"))}
          </fieldset>
          <fieldset lang="vi">
            <legend>{t("vietnamese")}</legend>
            {field("title_vi", t("episodes.titleField"))}
          </fieldset>
        </div>
        <fieldset className={styles.details}>
          <legend>{t("details")}</legend>
          {field("episode_no", t("episodes.number"), { inputMode: "numeric" })}
          {field("duration_sec", t("episodes.duration"), { inputMode: "numeric" })}
        </fieldset>
        <PlaybackFields values={values} fields={fields} />
        <SaveBar
          label={t("save")}
          pending={pending}
          message={state.message}
          refused={state.outcome === "refused"}
        />
      </form>
    </>
  );
}
