"use client";

import type { ReactNode, RefObject } from "react";
import clsx from "clsx";
import {
  Captions,
  CaptionsOff,
  Cast,
  Keyboard,
  Maximize,
  Minimize,
  Pause,
  PictureInPicture2,
  Play,
  Settings,
  Smartphone,
  Volume2,
  VolumeX,
} from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { formatClock } from "@/lib/player/progress";
import type { PlayerPanels } from "./use-player-panels";
import styles from "./player.module.scss";

export type ControlBarProps = {
  playButtonRef: RefObject<HTMLButtonElement | null>;
  playing: boolean;
  /** The video cannot play: the play button says so and is disabled. */
  failed: boolean;
  onTogglePlay: () => void;
  muted: boolean;
  volume: number;
  onToggleMute: () => void;
  onVolume: (volume: number) => void;
  time: number;
  duration: number;
  /** Subtitles: whether the media has any (the captions button shows only then), and whether one shows. */
  hasSubtitles: boolean;
  subtitlesShowing: boolean;
  onCaptions: () => void;
  /** The settings menu and the shortcut list, which the two buttons open. */
  panels: PlayerPanels;
  fullscreen: boolean;
  onFullscreen: () => void;
  onPictureInPicture: () => void;
  /** Send the video to another screen (AirPlay, Cast); absent where no device can take it. */
  onCast?: () => void;
  /** "Continue on another device" can be offered (a signed-in viewer): its panel's button shows. */
  canHandOff?: boolean;
};

/**
 * The row of controls under the seek bar: play, volume, time, captions, settings, shortcuts (not on
 * phones), continue on another device, PiP, cast, fullscreen.
 */
export function ControlBar({
  playButtonRef,
  playing,
  failed,
  onTogglePlay,
  muted,
  volume,
  onToggleMute,
  onVolume,
  time,
  duration,
  hasSubtitles,
  subtitlesShowing,
  onCaptions,
  panels,
  fullscreen,
  onFullscreen,
  onPictureInPicture,
  onCast,
  canHandOff = false,
}: ControlBarProps) {
  const t = useTranslations("player");
  const stateLabel = failed ? t("failed") : playing ? t("pause") : t("play");
  return (
    <div className={styles.bar}>
      <button
        ref={playButtonRef}
        type="button"
        className={styles.control}
        onClick={onTogglePlay}
        aria-label={stateLabel}
        disabled={failed}
      >
        {playing ? <Pause aria-hidden="true" size={22} /> : <Play aria-hidden="true" size={22} />}
      </button>
      <button
        type="button"
        className={styles.control}
        onClick={onToggleMute}
        aria-label={muted ? t("unmute") : t("mute")}
      >
        {muted || volume === 0 ? (
          <VolumeX aria-hidden="true" size={20} />
        ) : (
          <Volume2 aria-hidden="true" size={20} />
        )}
      </button>
      <input
        type="range"
        className={styles.volume}
        aria-label={t("volume")}
        min={0}
        max={1}
        step={0.05}
        value={muted ? 0 : volume}
        onChange={(event) => onVolume(Number(event.currentTarget.value))}
      />
      <span className={styles.time} aria-hidden="true">
        {formatClock(time)} / {formatClock(duration)}
      </span>
      <span className={styles.spacer} />
      {hasSubtitles ? (
        <button
          type="button"
          className={styles.control}
          onClick={onCaptions}
          aria-label={t("subtitles")}
          aria-pressed={subtitlesShowing}
        >
          {subtitlesShowing ? (
            <Captions aria-hidden="true" size={20} />
          ) : (
            <CaptionsOff aria-hidden="true" size={20} />
          )}
        </button>
      ) : null}
      <PanelToggle
        buttonRef={panels.settingsButtonRef}
        open={panels.settingsOpen}
        controls={panels.settingsId}
        label={t("settings")}
        onToggle={panels.toggleSettings}
      >
        <Settings aria-hidden="true" size={20} />
      </PanelToggle>
      <PanelToggle
        buttonRef={panels.helpButtonRef}
        open={panels.helpOpen}
        controls={panels.helpOpen ? `${panels.helpId}-dialog` : undefined}
        label={t("shortcuts.title")}
        onToggle={panels.toggleHelp}
        className={styles.onlyWithKeyboard}
      >
        <Keyboard aria-hidden="true" size={20} />
      </PanelToggle>
      {canHandOff ? (
        <PanelToggle
          buttonRef={panels.handoffButtonRef}
          open={panels.handoffOpen}
          controls={panels.handoffOpen ? `${panels.handoffId}-dialog` : undefined}
          label={t("handoff.open")}
          onToggle={panels.toggleHandoff}
        >
          <Smartphone aria-hidden="true" size={20} />
        </PanelToggle>
      ) : null}
      {typeof document !== "undefined" && document.pictureInPictureEnabled ? (
        <button type="button" className={styles.control} onClick={onPictureInPicture} aria-label={t("pip")}>
          <PictureInPicture2 aria-hidden="true" size={20} />
        </button>
      ) : null}
      {onCast ? (
        <button type="button" className={styles.control} onClick={onCast} aria-label={t("cast")}>
          <Cast aria-hidden="true" size={20} />
        </button>
      ) : null}
      <button
        type="button"
        className={styles.control}
        onClick={onFullscreen}
        aria-label={fullscreen ? t("exitFullscreen") : t("fullscreen")}
      >
        {fullscreen ? <Minimize aria-hidden="true" size={20} /> : <Maximize aria-hidden="true" size={20} />}
      </button>
    </div>
  );
}

/** A button that opens and closes one of the player's panels, saying whether it is open. */
function PanelToggle({
  buttonRef,
  open,
  controls,
  label,
  onToggle,
  className,
  children,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  open: boolean;
  controls: string | undefined;
  label: string;
  onToggle: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={clsx(styles.control, className)}
      onClick={onToggle}
      aria-label={label}
      aria-expanded={open}
      aria-controls={controls}
    >
      {children}
    </button>
  );
}
