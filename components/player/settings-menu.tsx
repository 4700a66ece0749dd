"use client";

import type { RefObject } from "react";
import { useTranslations } from "next-intl";
import { X } from "@/components/ui/icons";
import {
  CAPTION_BACKGROUNDS,
  CAPTION_SIZES,
  type CaptionBackground,
  type CaptionSize,
} from "@/lib/player/captions";
import { PLAYBACK_RATES, type SubtitleChoice } from "@/lib/player/preferences";
import { usePlayerActions, usePlayerState } from "./player-store";
import styles from "./player.module.scss";

export type SettingsMenuProps = {
  id: string;
  panelRef: RefObject<HTMLDivElement | null>;
};

/**
 * The settings menu: quality; subtitles, a second language above them and their size and
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
            <label className={styles.setting}>
              <span>{t("captionSize")}</span>
              <select
                value={captionSize}
                onChange={(event) =>
                  actions.setPreference("captionSize", event.currentTarget.value as CaptionSize)
                }
              >
                {CAPTION_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {t(`captionSizes.${size}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.setting}>
              <span>{t("captionBackground")}</span>
              <select
                value={captionBackground}
                onChange={(event) =>
                  actions.setPreference("captionBackground", event.currentTarget.value as CaptionBackground)
                }
              >
                {CAPTION_BACKGROUNDS.map((background) => (
                  <option key={background} value={background}>
                    {t(`captionBackgrounds.${background}`)}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : null}
        <label className={styles.setting}>
          <span>{t("speed")}</span>
          <select
            value={rate}
            onChange={(event) => actions.setPreference("rate", Number(event.currentTarget.value))}
          >
            {PLAYBACK_RATES.map((r) => (
              <option key={r} value={r}>
                {r === 1 ? t("normalSpeed") : `${r}×`}
              </option>
            ))}
          </select>
        </label>
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
