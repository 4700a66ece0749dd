"use client";

import type { RefObject } from "react";
import { useTranslations } from "next-intl";
import type { Subtitle } from "@/lib/contract/catalogue";
import {
  CAPTION_BACKGROUNDS,
  CAPTION_SIZES,
  type CaptionBackground,
  type CaptionSize,
} from "@/lib/player/captions";
import { PLAYBACK_RATES, type SubtitleChoice } from "@/lib/player/preferences";
import styles from "./player.module.scss";
import type { Level } from "./use-hls";

export type SettingsMenuProps = {
  id: string;
  panelRef: RefObject<HTMLDivElement | null>;
  open: boolean;
  /** Quality: the levels, highest first; the chosen index (-1 automatic); automatic's current height. */
  levels: Level[];
  level: number;
  autoHeight: number | null;
  onLevel: (index: number) => void;
  subtitles: Subtitle[];
  /** The shown subtitles, "off" when none. */
  subtitle: SubtitleChoice;
  onSubtitles: (choice: SubtitleChoice) => void;
  /** Shown above the first while it shows; "off" when none. */
  secondSubtitle: SubtitleChoice;
  onSecondSubtitles: (choice: SubtitleChoice) => void;
  captionSize: CaptionSize;
  onCaptionSize: (size: CaptionSize) => void;
  captionBackground: CaptionBackground;
  onCaptionBackground: (background: CaptionBackground) => void;
  rate: number;
  onRate: (rate: number) => void;
  /** The title marks a recap, intro or credits: the automatic-skip choice shows. */
  hasSegments: boolean;
  autoSkip: boolean;
  onAutoSkip: (on: boolean) => void;
};

/**
 * The settings menu: quality; subtitles, a second language above them and their size and
 * background; speed and, for titles that mark an intro or a recap, skipping them automatically
 * (kept in the page while closed, hidden).
 */
export function SettingsMenu({
  id,
  panelRef,
  open,
  levels,
  level,
  autoHeight,
  onLevel,
  subtitles,
  subtitle,
  onSubtitles,
  secondSubtitle,
  onSecondSubtitles,
  captionSize,
  onCaptionSize,
  captionBackground,
  onCaptionBackground,
  rate,
  onRate,
  hasSegments,
  autoSkip,
  onAutoSkip,
}: SettingsMenuProps) {
  const t = useTranslations("player");
  return (
    <div
      ref={panelRef}
      id={id}
      className={styles.settings}
      role="group"
      aria-label={t("settings")}
      hidden={!open}
    >
      <label className={styles.setting}>
        <span>{t("quality")}</span>
        <select value={level} onChange={(event) => onLevel(Number(event.currentTarget.value))}>
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
          onChange={(event) => onSubtitles(event.currentTarget.value as SubtitleChoice)}
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
            onChange={(event) => onSecondSubtitles(event.currentTarget.value as SubtitleChoice)}
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
              onChange={(event) => onCaptionSize(event.currentTarget.value as CaptionSize)}
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
              onChange={(event) => onCaptionBackground(event.currentTarget.value as CaptionBackground)}
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
        <select value={rate} onChange={(event) => onRate(Number(event.currentTarget.value))}>
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
            onChange={(event) => onAutoSkip(event.currentTarget.checked)}
          />
          <span>{t("autoSkip")}</span>
        </label>
      ) : null}
    </div>
  );
}
