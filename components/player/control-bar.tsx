"use client";

import type { ReactNode, RefObject } from "react";
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
  Volume2,
  VolumeX,
} from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { formatClock } from "@/lib/player/progress";
import { PanelToggle } from "./panel-toggle";
import { usePlayerActions, usePlayerState } from "./player-store";
import type { PlayerPanelRefs } from "./use-player-panels";
import styles from "./player.module.scss";

export type ControlBarProps = {
  playButtonRef: RefObject<HTMLButtonElement | null>;
  /** The settings menu and the dialogs, which the buttons open. */
  panels: PlayerPanelRefs;
  /** The extensions' buttons (./player-extension.ts), after the shortcut list's. */
  extensionButtons?: ReactNode;
};

/**
 * The row of controls under the seek bar: play, volume (its slider not on touch screens), captions,
 * settings, shortcuts (not on touch screens), the extensions' (continue on another device), PiP,
 * cast, fullscreen. Reads the player's store (./player-store.ts).
 */
export function ControlBar({ playButtonRef, panels, extensionButtons }: ControlBarProps) {
  const t = useTranslations("player");
  const actions = usePlayerActions();
  const playing = usePlayerState((s) => s.playing);
  const failed = usePlayerState((s) => s.failed);
  const { muted, volume } = usePlayerState((s) => s.prefs);
  const hasSubtitles = usePlayerState((s) => s.subtitles.length > 0);
  const subtitlesShowing = usePlayerState((s) => s.subtitle !== "off");
  const settingsOpen = usePlayerState((s) => s.settingsOpen);
  const helpOpen = usePlayerState((s) => s.dialog === "help");
  const fullscreen = usePlayerState((s) => s.fullscreen);
  const canCast = usePlayerState((s) => s.canCast);
  const stateLabel = failed ? t("failed") : playing ? t("pause") : t("play");
  return (
    <div className={styles.bar}>
      <button
        ref={playButtonRef}
        type="button"
        className={styles.control}
        onClick={actions.togglePlay}
        aria-label={stateLabel}
        disabled={failed}
      >
        {playing ? <Pause aria-hidden="true" size={22} /> : <Play aria-hidden="true" size={22} />}
      </button>
      <button
        type="button"
        className={styles.control}
        onClick={actions.toggleMute}
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
        onChange={(event) => actions.setVolume(Number(event.currentTarget.value))}
      />
      <span className={styles.spacer} />
      {hasSubtitles ? (
        <button
          type="button"
          className={styles.control}
          onClick={actions.cycleSubtitles}
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
        open={settingsOpen}
        controls={panels.settingsId}
        label={t("settings")}
        onToggle={actions.toggleSettings}
      >
        <Settings aria-hidden="true" size={20} />
      </PanelToggle>
      <PanelToggle
        buttonRef={panels.dialogButtonRef("help")}
        open={helpOpen}
        controls={helpOpen ? `${panels.dialogId("help")}-dialog` : undefined}
        label={t("shortcuts.title")}
        onToggle={() => actions.toggleDialog("help")}
        className={styles.onlyWithKeyboard}
      >
        <Keyboard aria-hidden="true" size={20} />
      </PanelToggle>
      {extensionButtons}
      {typeof document !== "undefined" && document.pictureInPictureEnabled ? (
        <button
          type="button"
          className={styles.control}
          onClick={actions.togglePictureInPicture}
          aria-label={t("pip")}
        >
          <PictureInPicture2 aria-hidden="true" size={20} />
        </button>
      ) : null}
      {canCast ? (
        <button type="button" className={styles.control} onClick={actions.cast} aria-label={t("cast")}>
          <Cast aria-hidden="true" size={20} />
        </button>
      ) : null}
      <button
        type="button"
        className={styles.control}
        onClick={actions.toggleFullscreen}
        aria-label={fullscreen ? t("exitFullscreen") : t("fullscreen")}
      >
        {fullscreen ? <Minimize aria-hidden="true" size={20} /> : <Maximize aria-hidden="true" size={20} />}
      </button>
    </div>
  );
}

/**
 * The time and duration, beside the seek bar (./video-player.tsx), so the row of buttons below keeps
 * its room on a phone; on their own so the rest does not redraw with each tick.
 */
export function Clock() {
  const time = usePlayerState((s) => s.time);
  const duration = usePlayerState((s) => s.duration);
  return (
    <span className={styles.time} aria-hidden="true">
      {formatClock(time)} / {formatClock(duration)}
    </span>
  );
}
