"use client";

import type { RefObject } from "react";
import { useTranslations } from "next-intl";
import { X } from "@/components/ui/icons";
import { CAPTION_BACKGROUNDS, CAPTION_SIZES } from "@/lib/player/captions";
import { PLAYBACK_RATES, type SubtitleChoice } from "@/lib/player/preferences";
import { usePlayerActions, usePlayerState } from "./player-store";
import styles from "./player.module.scss";

export type SettingsMenuProps = {
  id: string;
  panelRef: RefObject<HTMLDivElement | null>;
};

/**
 * The settings menu: quality; the sound (original, dubs) when there is a choice; subtitles, a second language above them and their size and
 * background; speed and, for titles that mark an intro or a recap, skipping them automatically
 * (kept in the page while closed, hidden). Reads the player's store (./player-store.ts).
 * Above the controls on a computer; on a phone a sheet from the bottom of the screen, over a veil
 * that closes it when tapped, with a title and a close button (./_settings-menu.scss).
 */
export function SettingsMenu({ id, panelRef }: SettingsMenuProps) {
  const t = useTranslations("player");
  const actions = usePlayerActions();
  const open = usePlayerState((s) => s.settingsOpen);
  const levels = usePlayerState((s) => s.levels);
  const level = usePlayerState((s) => s.level);
  const autoHeight = usePlayerState((s) => s.autoHeight);
  const audioTracks = usePlayerState((s) => s.audioTracks);
  const audioTrack = usePlayerState((s) => s.audioTrack);
  const subtitles = usePlayerState((s) => s.subtitles);
  const subtitle = usePlayerState((s) => s.subtitle);
  const prefs = usePlayerState((s) => s.prefs);
  const hasSegments = usePlayerState((s) => s.hasSegments);
  const { secondSubtitles: secondSubtitle, captionSize, captionBackground, rate, autoSkip } = prefs;
  return (
    <>
      {open ? (
        // A tap beside the sheet closes it; the keyboard has Escape and the close button.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div className={styles.veil} onClick={(event) => actions.closePanels(event.currentTarget)} />
      ) : null}
      <div
        ref={panelRef}
        id={id}
        className={styles.settings}
        role="group"
        aria-label={t("settings")}
        hidden={!open}
      >
        <div className={styles.sheetHead}>
          <span aria-hidden="true">{t("settings")}</span>
          <button
            type="button"
            className={styles.control}
            onClick={(event) => actions.closePanels(event.currentTarget)}
            aria-label={t("close")}
          >
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        <label className={styles.setting}>
          <span>{t("quality")}</span>
          <select value={level} onChange={(event) => actions.chooseLevel(Number(event.currentTarget.value))}>
            <option value={-1}>
              {level === -1 && autoHeight ? t("autoWith", { height: autoHeight }) : t("auto")}
            </option>
            {levels.map((l) => (
              <option key={l.index} value={l.index}>
                {l.height}p
              </option>
            ))}
          </select>
        </label>
        {audioTracks.length > 1 ? (
          <label className={styles.setting}>
            <span>{t("audio")}</span>
            <select
              value={audioTrack}
              onChange={(event) => actions.chooseAudio(Number(event.currentTarget.value))}
            >
              {audioTracks.map((name, index) => (
                <option key={index} value={index}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className={styles.setting}>
          <span>{t("subtitles")}</span>
          <select
            value={subtitle}
            onChange={(event) => actions.chooseSubtitles(event.currentTarget.value as SubtitleChoice)}
          >
            <option value="off">{t("subtitlesOff")}</option>
            {subtitles.map((s) => (
              <option key={s.lang} value={s.lang}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        {subtitle !== "off" && subtitles.length > 1 ? (
          <label className={styles.setting}>
            <span>{t("secondSubtitles")}</span>
            <select
              value={secondSubtitle === subtitle ? "off" : secondSubtitle}
              onChange={(event) =>
                actions.chooseSubtitles(event.currentTarget.value as SubtitleChoice, "secondSubtitles")
              }
            >
              <option value="off">{t("subtitlesOff")}</option>
              {subtitles
                .filter((s) => s.lang !== subtitle)
                .map((s) => (
                  <option key={s.lang} value={s.lang}>
                    {s.label}
                  </option>
                ))}
            </select>
          </label>
        ) : null}
        {subtitles.length > 0 ? (
          <>
            <Choice
              label={t("captionSize")}
              value={captionSize}
              choices={CAPTION_SIZES}
              name={(size) => t(`captionSizes.${size}`)}
              onChoose={(size) => actions.setPreference("captionSize", size)}
            />
            <Choice
              label={t("captionBackground")}
              value={captionBackground}
              choices={CAPTION_BACKGROUNDS}
              name={(background) => t(`captionBackgrounds.${background}`)}
              onChoose={(background) => actions.setPreference("captionBackground", background)}
            />
          </>
        ) : null}
        <Choice
          label={t("speed")}
          value={rate}
          choices={PLAYBACK_RATES}
          name={(r) => (r === 1 ? t("normalSpeed") : `${r}×`)}
          onChoose={(r) => actions.setPreference("rate", r)}
        />
        {hasSegments ? (
          <label className={styles.toggle}>
            <input
              type="checkbox"
              checked={autoSkip}
              onChange={(event) => actions.setPreference("autoSkip", event.currentTarget.checked)}
            />
            <span>{t("autoSkip")}</span>
          </label>
        ) : null}
      </div>
    </>
  );
}

type ChoiceProps<T extends string | number> = {
  label: string;
  value: T;
  choices: readonly T[];
  name: (choice: T) => string;
  onChoose: (choice: T) => void;
};

/** A setting that is one of a fixed list (caption size and background, speed). */
function Choice<T extends string | number>({ label, value, choices, name, onChoose }: ChoiceProps<T>) {
  return (
    <label className={styles.setting}>
      <span>{label}</span>
      <select
        value={value}
        onChange={(event) => {
          const chosen = choices.find((choice) => String(choice) === event.currentTarget.value);
          if (chosen !== undefined) onChoose(chosen);
        }}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {name(choice)}
          </option>
        ))}
      </select>
    </label>
  );
}
