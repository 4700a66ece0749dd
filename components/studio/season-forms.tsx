"use client";

import { useActionState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { AddSeasonState, NewEpisodeState } from "@/lib/studio/episode-editor";
import styles from "./studio.module.scss";
import { SaveBar } from "./save-bar";
import episodeStyles from "./episodes.module.scss";

/** "Add season N": the season after the series' last one; a refusal shows beside the button. */
export function AddSeasonForm({
  seriesId,
  seasonNo,
  addSeasonAction,
}: {
  seriesId: number;
  seasonNo: number;
  /** lib/studio/episode-actions.ts, handed down by the page: see StudioSignIn. */
  addSeasonAction: (state: AddSeasonState, form: FormData) => Promise<AddSeasonState>;
}) {
  const t = useTranslations("studio.catalogue.episodes");
  const locale = useLocale();
  const [state, add, pending] = useActionState(addSeasonAction, { seriesId });
  return (
    <form action={add} className={styles.saveBar}>
      <input type="hidden" name="locale" value={locale} />
      <Button type="submit" variant="secondary" disabled={pending}>
        {t("addSeason", { number: seasonNo })}
      </Button>
      {state.message ? (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      ) : null}
    </form>
  );
}

/**
 * A new episode of one season: its number (the next one, as given), names in both languages and
 * running time. Created, it opens in its editor, where its media is given.
 */
export function NewEpisodeForm({
  initial,
  createEpisodeAction,
}: {
  initial: NewEpisodeState;
  createEpisodeAction: (state: NewEpisodeState, form: FormData) => Promise<NewEpisodeState>;
}) {
  const t = useTranslations("studio.catalogue");
  const locale = useLocale();
  const [state, create, pending] = useActionState(createEpisodeAction, initial);
  const { values, fields = {} } = state;
  const field = (name: keyof typeof values, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={name}
      id={`${name}-${initial.seasonId}`}
      defaultValue={values[name]}
      error={fields[name]}
      {...extra}
    />
  );
  return (
    <form action={create} className={episodeStyles.newEpisode} noValidate>
      <input type="hidden" name="locale" value={locale} />
      {field("episode_no", t("episodes.number"), { inputMode: "numeric" })}
      {field("duration_sec", t("episodes.duration"), { inputMode: "numeric" })}
      {field("title_en", `${t("episodes.titleField")} (${t("english")})`, { lang: "en" })}
      {field("title_vi", `${t("episodes.titleField")} (${t("vietnamese")})`, { lang: "vi" })}
      <SaveBar
        label={t("episodes.create")}
        pending={pending}
        message={state.message}
        refused={!!state.message}
      />
    </form>
  );
}
