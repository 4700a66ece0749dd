"use client";

import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from "react";
import clsx from "clsx";
import {
  Captions,
  CaptionsOff,
  Keyboard,
  Maximize,
  Minimize,
  Pause,
  PictureInPicture2,
  Play,
  RotateCcw,
  Settings,
  Volume2,
  VolumeX,
  X,
} from "lucide-react";
import { useTranslations } from "next-intl";
import type { Subtitle } from "@/lib/contract/catalogue";
import { PLAYBACK_RATES, type SubtitleChoice } from "@/lib/player/preferences";
import { formatClock } from "@/lib/player/progress";
import {
  controlKeepsKey,
  nextSubtitle,
  seekTarget,
  SHORTCUT_LIST,
  shortcutAction,
  type PlayerAction,
} from "@/lib/player/shortcuts";
import styles from "./player.module.scss";
import { useControlsVisibility } from "./use-controls-visibility";
import { togglePictureInPicture, useFullscreen } from "./use-fullscreen";
import { useHls } from "./use-hls";
import { usePlayerPanels } from "./use-player-panels";
import { usePlayerPreferences } from "./use-player-preferences";
import { useProgressReport, type ProgressListener } from "./use-progress-report";

export type VideoPlayerProps = {
  /** HLS master playlist, absolute or same-origin. */
  src: string;
  poster: string | null;
  subtitles: Subtitle[];
  /** Names the player for assistive technology. */
  title: string;
  /** The saved position to resume from (seconds); ignored near the start or the end. */
  startAt?: number | null;
  /** Called every SAVE_INTERVAL_MS while playing, on pause, and when the viewer leaves. */
  onProgress?: ProgressListener;
  onEnded?: () => void;
  /** The viewer started it from a button: focus moves to the play/pause control, so the keyboard carries on there. */
  focusOnStart?: boolean;
};

/**
 * The video player (issue 5): HLS with a quality choice, English / Tiếng Việt subtitles, speed,
 * picture-in-picture, fullscreen and the keyboard shortcuts of SHORTCUT_LIST. Loaded on demand, when
 * the viewer presses play, so pages do not carry hls.js before anyone watches. The source is
 * useHls's, the remembered choices usePlayerPreferences's, the watch-history reports
 * useProgressReport's; this file puts them together with the controls.
 */
export function VideoPlayer({
  src,
  poster,
  subtitles,
  title,
  startAt,
  onProgress,
  onEnded,
  focusOnStart = false,
}: VideoPlayerProps) {
  const t = useTranslations("player");
  const videoRef = useRef<HTMLVideoElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const playButtonRef = useRef<HTMLButtonElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(NaN);
  const [buffered, setBuffered] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const settingsId = useId();
  const helpId = useId();
  const available = subtitles.map((s) => s.lang);

  const source = useHls(videoRef, { src, startAt, onPlayRefused: () => setPlaying(false) });
  const { prefs, update, setVolume, applySubtitles } = usePlayerPreferences(videoRef);
  const report = useProgressReport(videoRef, playing, onProgress);
  const { fullscreen, toggleFullscreen } = useFullscreen(stageRef, videoRef);
  const {
    settingsOpen,
    helpOpen,
    settingsRef,
    settingsButtonRef,
    helpRef,
    helpButtonRef,
    toggleSettings,
    toggleHelp,
    closeHelp,
    closePanels,
  } = usePlayerPanels();
  const controls = useControlsVisibility(!playing || settingsOpen);
  const { failure } = source;

  // Once, when the player appears: a later change of focusOnStart must not pull focus back.
  const focusIfAsked = useEffectEvent(() => {
    if (focusOnStart) playButtonRef.current?.focus();
  });
  useEffect(() => focusIfAsked(), []);

  function togglePlay() {
    const video = videoRef.current;
    if (!video || failure) return;
    if (video.paused || video.ended) video.play().catch(() => setPlaying(false));
    else video.pause();
  }

  function seekBy(by: number) {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seekTarget(video.currentTime, by, video.duration);
    setAnnouncement(t(by < 0 ? "announce.back" : "announce.forward", { seconds: Math.abs(by) }));
  }

  function changeVolume(volume: number) {
    const value = setVolume(volume);
    setAnnouncement(t("announce.volume", { percent: Math.round(value * 100) }));
  }

  function chooseSubtitles(choice: SubtitleChoice) {
    update("subtitles", choice);
    const label = subtitles.find((s) => s.lang === choice)?.label ?? t("subtitlesOff");
    setAnnouncement(t("announce.subtitles", { label }));
  }

  function run(action: PlayerAction) {
    switch (action.type) {
      case "togglePlay":
        return togglePlay();
      case "seek":
        return seekBy(action.by);
      case "volume":
        return changeVolume((prefs.muted ? 0 : prefs.volume) + action.by);
      case "fullscreen":
        return void toggleFullscreen();
      case "mute":
        return update("muted", !prefs.muted);
      case "captions":
        return chooseSubtitles(nextSubtitle(prefs.subtitles, available));
      case "help":
        return toggleHelp();
      case "close":
        return closePanels(document.activeElement);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    if (event.key === "Escape" && (settingsOpen || helpOpen)) {
      // Escape leaves a panel from anywhere in it, its selects included.
      event.preventDefault();
      closePanels(target);
      return;
    }
    if (controlKeepsKey(target.tagName, event.key)) return;
    const action = shortcutAction(event);
    if (!action) return;
    event.preventDefault();
    controls.wake();
    run(action);
  }

  const stateLabel = failure ? t("failed") : playing ? t("pause") : t("play");
  const showing = prefs.subtitles !== "off" && available.includes(prefs.subtitles as "en" | "vi");

  return (
    // The stage takes the player's keyboard shortcuts for every control inside it (as YouTube does).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={stageRef}
      className={clsx(styles.stage, controls.visible && styles.active)}
      role="region"
      aria-label={t("label", { title })}
      aria-keyshortcuts="Space k j l f m c ?"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onPointerMove={controls.wake}
      onFocus={controls.wake}
      data-testid="video-player"
      data-state={failure ? "error" : playing ? "playing" : "paused"}
    >
      {/* Captions come as separate WebVTT tracks: the track element needs no caption of its own. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={videoRef}
        className={styles.video}
        poster={poster ?? undefined}
        playsInline
        preload="auto"
        onClick={togglePlay}
        onDoubleClick={() => void toggleFullscreen()}
        onPlay={() => setPlaying(true)}
        onPause={() => {
          setPlaying(false);
          report(false);
        }}
        onEnded={() => {
          setPlaying(false);
          report(false);
          onEnded?.();
        }}
        {...source.mediaEvents}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onLoadedMetadata={applySubtitles}
        onProgress={(event) => {
          const ranges = event.currentTarget.buffered;
          setBuffered(ranges.length ? ranges.end(ranges.length - 1) : 0);
        }}
      >
        {subtitles.map((track) => (
          <track key={track.lang} kind="subtitles" srcLang={track.lang} label={track.label} src={track.src} />
        ))}
      </video>

      {source.waiting && !failure ? (
        <span className={styles.buffering} role="status" aria-label={t("loading")} />
      ) : null}

      {failure ? (
        <div className={styles.failure} role="alert">
          <p className={styles.failureTitle}>{t("error.title")}</p>
          <p className={styles.failureText}>{t(`error.${failure}`)}</p>
          <button type="button" className={styles.retry} onClick={source.retry}>
            <RotateCcw aria-hidden="true" size={18} />
            {t("retry")}
          </button>
        </div>
      ) : null}

      {helpOpen ? (
        <div
          ref={helpRef}
          id={`${helpId}-dialog`}
          className={styles.help}
          role="dialog"
          aria-labelledby={helpId}
          tabIndex={-1}
        >
          <div className={styles.helpHead}>
            <h3 id={helpId}>{t("shortcuts.title")}</h3>
            <button type="button" className={styles.control} onClick={closeHelp} aria-label={t("close")}>
              <X aria-hidden="true" size={18} />
            </button>
          </div>
          <dl className={styles.helpList}>
            {SHORTCUT_LIST.map((item) => (
              <div key={item.action} className={styles.helpItem}>
                <dt>
                  {item.keys.map((key) => (
                    <kbd key={key}>{key}</kbd>
                  ))}
                </dt>
                <dd>{t(`shortcuts.${item.action}`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}

      <div className={styles.controls}>
        <input
          type="range"
          className={styles.seek}
          aria-label={t("seek")}
          aria-valuetext={t("position", { time: formatClock(time), duration: formatClock(duration) })}
          min={0}
          max={Number.isFinite(duration) ? duration : 0}
          step={1}
          value={Math.min(time, Number.isFinite(duration) ? duration : 0)}
          onChange={(event) => {
            const video = videoRef.current;
            const to = Number(event.currentTarget.value);
            if (video) video.currentTime = to;
            // The bar follows at once, so quick arrow presses add up instead of restarting from the
            // last timeupdate.
            setTime(to);
          }}
          style={{
            // Played and buffered shares paint the track (a CSS gradient reads them).
            ["--played" as string]: `${Number.isFinite(duration) && duration > 0 ? (time / duration) * 100 : 0}%`,
            ["--buffered" as string]: `${Number.isFinite(duration) && duration > 0 ? (buffered / duration) * 100 : 0}%`,
          }}
        />
        <div className={styles.bar}>
          <button
            ref={playButtonRef}
            type="button"
            className={styles.control}
            onClick={togglePlay}
            aria-label={stateLabel}
            disabled={Boolean(failure)}
          >
            {playing ? <Pause aria-hidden="true" size={22} /> : <Play aria-hidden="true" size={22} />}
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => update("muted", !prefs.muted)}
            aria-label={prefs.muted ? t("unmute") : t("mute")}
          >
            {prefs.muted || prefs.volume === 0 ? (
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
            value={prefs.muted ? 0 : prefs.volume}
            onChange={(event) => changeVolume(Number(event.currentTarget.value))}
          />
          <span className={styles.time} aria-hidden="true">
            {formatClock(time)} / {formatClock(duration)}
          </span>
          <span className={styles.spacer} />
          {available.length ? (
            <button
              type="button"
              className={styles.control}
              onClick={() => run({ type: "captions" })}
              aria-label={t("subtitles")}
              aria-pressed={showing}
            >
              {showing ? (
                <Captions aria-hidden="true" size={20} />
              ) : (
                <CaptionsOff aria-hidden="true" size={20} />
              )}
            </button>
          ) : null}
          <button
            ref={settingsButtonRef}
            type="button"
            className={styles.control}
            onClick={toggleSettings}
            aria-label={t("settings")}
            aria-expanded={settingsOpen}
            aria-controls={settingsId}
          >
            <Settings aria-hidden="true" size={20} />
          </button>
          <button
            ref={helpButtonRef}
            type="button"
            className={styles.control}
            onClick={toggleHelp}
            aria-label={t("shortcuts.title")}
            aria-expanded={helpOpen}
            aria-controls={helpOpen ? `${helpId}-dialog` : undefined}
          >
            <Keyboard aria-hidden="true" size={20} />
          </button>
          {typeof document !== "undefined" && document.pictureInPictureEnabled ? (
            <button
              type="button"
              className={styles.control}
              onClick={() => void togglePictureInPicture(videoRef.current)}
              aria-label={t("pip")}
            >
              <PictureInPicture2 aria-hidden="true" size={20} />
            </button>
          ) : null}
          <button
            type="button"
            className={styles.control}
            onClick={() => void toggleFullscreen()}
            aria-label={fullscreen ? t("exitFullscreen") : t("fullscreen")}
          >
            {fullscreen ? (
              <Minimize aria-hidden="true" size={20} />
            ) : (
              <Maximize aria-hidden="true" size={20} />
            )}
          </button>
        </div>
        <div
          ref={settingsRef}
          id={settingsId}
          className={styles.settings}
          role="group"
          aria-label={t("settings")}
          hidden={!settingsOpen}
        >
          <label className={styles.setting}>
            <span>{t("quality")}</span>
            <select
              value={source.level}
              onChange={(event) => source.chooseLevel(Number(event.currentTarget.value))}
            >
              <option value={-1}>
                {source.level === -1 && source.autoHeight
                  ? t("autoWith", { height: source.autoHeight })
                  : t("auto")}
              </option>
              {source.levels.map((l) => (
                <option key={l.index} value={l.index}>
                  {l.height}p
                </option>
              ))}
            </select>
          </label>
          <label className={styles.setting}>
            <span>{t("subtitles")}</span>
            <select
              value={showing ? prefs.subtitles : "off"}
              onChange={(event) => chooseSubtitles(event.currentTarget.value as SubtitleChoice)}
            >
              <option value="off">{t("subtitlesOff")}</option>
              {subtitles.map((s) => (
                <option key={s.lang} value={s.lang}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.setting}>
            <span>{t("speed")}</span>
            <select
              value={prefs.rate}
              onChange={(event) => update("rate", Number(event.currentTarget.value))}
            >
              {PLAYBACK_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {rate === 1 ? t("normalSpeed") : `${rate}×`}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
