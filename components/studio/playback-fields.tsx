"use client";

import { useTranslations } from "next-intl";
import { TextField } from "@/components/ui/text-field";
import { SEGMENT_KINDS } from "@/lib/player/segments";
import type { PlaybackField, PlaybackValues } from "@/lib/studio/playback-fields";
import styles from "./studio.module.scss";

/**
 * What plays for a film or an episode: its HLS playlist, the storyboard of seek previews, a subtitle file per
 * language (paths under /media), and where its recap, intro and credits start and end, in seconds.
 */
export function PlaybackFields({
  values,
  fields,
}: {
  values: PlaybackValues;
  fields: Record<string, string>;
}) {
  const t = useTranslations("studio.catalogue.playback");
  const field = (name: PlaybackField, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={name}
      defaultValue={values[name]}
      error={fields[name]}
      spellCheck={false}
      autoComplete="off"
      {...extra}
    />
  );
  return (
    <fieldset className={styles.details}>
      <legend>{t("legend")}</legend>
      <p className={styles.muted}>{t("help")}</p>
      {field("media", t("media"), { placeholder: "clips/…/master.m3u8" })}
      {field("storyboard", t("storyboard"), { placeholder: "clips/…/storyboard.vtt" })}
      {field("subtitles_en", t("subtitlesEn"), { placeholder: "clips/…/subs.en.vtt" })}
      {field("subtitles_vi", t("subtitlesVi"), { placeholder: "clips/…/subs.vi.vtt" })}
      {fields.playback ? (
        <p role="alert" className={styles.error}>
          {fields.playback}
        </p>
      ) : null}
      <p className={styles.muted}>{t("segmentsHelp")}</p>
      {SEGMENT_KINDS.map((kind) => (
        <div key={kind} className={styles.segment} role="group" aria-label={t(`kinds.${kind}`)}>
          {field(`${kind}_start`, t("from", { part: t(`kinds.${kind}`) }), { inputMode: "numeric" })}
          {field(`${kind}_end`, t("to", { part: t(`kinds.${kind}`) }), { inputMode: "numeric" })}
        </div>
      ))}
    </fieldset>
  );
}
