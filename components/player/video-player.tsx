"use client";

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type Hls from "hls.js";
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
import {
  loadPreferences,
  PLAYBACK_RATES,
  savePreference,
  type PlayerPreferences,
  type SubtitleChoice,
} from "@/lib/player/preferences";
import { formatClock, resumePosition, SAVE_INTERVAL_MS } from "@/lib/player/progress";
import {
  nextSubtitle,
  seekTarget,
  SHORTCUT_LIST,
  shortcutAction,
  type PlayerAction,
} from "@/lib/player/shortcuts";
import styles from "./player.module.scss";

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
  onProgress?: (position: number, duration: number, leaving: boolean) => void;
  onEnded?: () => void;
  /** The viewer started it from a button: focus moves to the play/pause control, so the keyboard carries on there. */
  focusOnStart?: boolean;
};

type Level = { index: number; height: number };
type Failure = "media" | "network" | "unsupported";
const HIDE_CONTROLS_MS = 2500;

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** hls.js where the browser has Media Source Extensions (it brings the quality choice); native HLS elsewhere (older iPhones). */
function engineFor(video: HTMLVideoElement): "hls.js" | "native" | null {
  if ("MediaSource" in window || "ManagedMediaSource" in window) return "hls.js";
  return video.canPlayType("application/vnd.apple.mpegurl") ? "native" : null;
}

/**
 * The video player (issue 5): HLS with a quality choice, English / Tiếng Việt subtitles, speed,
 * picture-in-picture, fullscreen and the keyboard shortcuts of SHORTCUT_LIST. Loaded on demand, when
 * the viewer presses play, so pages do not carry hls.js before anyone watches.
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
  const hlsRef = useRef<Hls | null>(null);
  const playButtonRef = useRef<HTMLButtonElement>(null);
  const settingsButtonRef = useRef<HTMLButtonElement>(null);
  const settingsRef = useRef<HTMLDivElement>(null);
  const helpButtonRef = useRef<HTMLButtonElement>(null);
  const helpRef = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [prefs, setPrefs] = useState<PlayerPreferences>(() => loadPreferences(localStorageOrNull()));
  const [playing, setPlaying] = useState(false);
  const [waiting, setWaiting] = useState(true);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(NaN);
  const [buffered, setBuffered] = useState(0);
  const [levels, setLevels] = useState<Level[]>([]);
  const [level, setLevel] = useState(-1);
  const [autoHeight, setAutoHeight] = useState<number | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [active, setActive] = useState(true);
  const [announcement, setAnnouncement] = useState("");
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const settingsId = useId();
  const helpId = useId();
  const available = subtitles.map((s) => s.lang);

  // The latest callbacks, so the media effects below do not restart when a parent re-renders.
  const progressRef = useRef(onProgress);
  const endedRef = useRef(onEnded);
  useEffect(() => {
    progressRef.current = onProgress;
    endedRef.current = onEnded;
  });

  const report = useCallback((leaving: boolean) => {
    const video = videoRef.current;
    if (video && video.currentTime > 0) progressRef.current?.(video.currentTime, video.duration, leaving);
  }, []);

  // Attach the source (again after "Try again"): hls.js is imported only here.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let resumed = false;
    setFailure(null);
    setWaiting(true);
    const resume = () => {
      if (resumed) return;
      resumed = true;
      const at = resumePosition(startAt, video.duration);
      if (at > 0) video.currentTime = at;
    };
    video.addEventListener("loadedmetadata", resume);
    const start = () => {
      if (!cancelled) video.play().catch(() => setPlaying(false));
    };
    const engine = engineFor(video);
    if (engine === "native") {
      video.src = src;
      start();
    } else if (engine === "hls.js") {
      void import("hls.js").then(
        ({ default: HlsClass }) => {
          if (cancelled) return;
          const hls = new HlsClass({ capLevelToPlayerSize: true, startPosition: -1 });
          hlsRef.current = hls;
          let recoveredMedia = false;
          let retriedNetwork = false;
          hls.on(HlsClass.Events.MANIFEST_PARSED, (_event, data) => {
            setLevels(
              data.levels
                .map((l, index) => ({ index, height: l.height }))
                .sort((a, b) => b.height - a.height),
            );
            start();
          });
          hls.on(HlsClass.Events.LEVEL_SWITCHED, (_event, data) => {
            setAutoHeight(hls.levels[data.level]?.height ?? null);
          });
          hls.on(HlsClass.Events.ERROR, (_event, data) => {
            if (!data.fatal) return;
            if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR && !recoveredMedia) {
              recoveredMedia = true;
              hls.recoverMediaError();
            } else if (
              data.type === HlsClass.ErrorTypes.NETWORK_ERROR &&
              !retriedNetwork &&
              data.details !== "manifestLoadError"
            ) {
              retriedNetwork = true;
              hls.startLoad();
            } else {
              setFailure(data.type === HlsClass.ErrorTypes.NETWORK_ERROR ? "network" : "media");
              hls.destroy();
              hlsRef.current = null;
            }
          });
          hls.loadSource(src);
          hls.attachMedia(video);
        },
        () => !cancelled && setFailure("network"),
      );
    } else {
      setFailure("unsupported");
    }
    return () => {
      cancelled = true;
      video.removeEventListener("loadedmetadata", resume);
      hlsRef.current?.destroy();
      hlsRef.current = null;
      video.removeAttribute("src");
      video.load();
    };
    // startAt is read once per attachment: later changes (a save landing) must not seek the viewer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src, attempt]);

  // Preferences apply to the element whenever they change.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // Loading a source resets playbackRate to defaultPlaybackRate, so both carry the choice.
    video.defaultPlaybackRate = prefs.rate;
    video.playbackRate = prefs.rate;
    video.volume = prefs.volume;
    video.muted = prefs.muted;
  }, [prefs.rate, prefs.volume, prefs.muted]);

  const applySubtitles = useCallback(() => {
    const tracks = videoRef.current?.textTracks;
    if (!tracks) return;
    for (const track of Array.from(tracks)) {
      track.mode = track.language === prefs.subtitles ? "showing" : "disabled";
    }
  }, [prefs.subtitles]);
  useEffect(applySubtitles, [applySubtitles]);

  // Progress: every SAVE_INTERVAL_MS while playing, and when the page is hidden or left.
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => report(false), SAVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, report]);
  useEffect(() => {
    const leave = () => report(true);
    const hidden = () => document.visibilityState === "hidden" && report(true);
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", hidden);
      report(true);
    };
  }, [report]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === stageRef.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  function update<K extends keyof PlayerPreferences>(key: K, value: PlayerPreferences[K]) {
    setPrefs((current) => ({ ...current, [key]: value }));
    savePreference(localStorageOrNull(), key, value);
  }

  function wake() {
    setActive(true);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setActive(false), HIDE_CONTROLS_MS);
  }
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  useEffect(() => {
    if (focusOnStart) playButtonRef.current?.focus();
    // Once, when the player appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // An opened panel takes focus: the settings on their first choice, the shortcut list on itself.
  useEffect(() => {
    if (settingsOpen) settingsRef.current?.querySelector("select")?.focus();
  }, [settingsOpen]);
  useEffect(() => {
    if (helpOpen) helpRef.current?.focus();
  }, [helpOpen]);

  /** Escape closes the open panels; focus inside one goes back to the button that opened it. */
  function closePanels(from: Element | null) {
    if (settingsOpen && settingsRef.current?.contains(from)) settingsButtonRef.current?.focus();
    else if (helpOpen && helpRef.current?.contains(from)) helpButtonRef.current?.focus();
    setHelpOpen(false);
    setSettingsOpen(false);
  }

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

  function setVolume(volume: number) {
    const value = Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100;
    update("volume", value);
    if (value > 0 && prefs.muted) update("muted", false);
    setAnnouncement(t("announce.volume", { percent: Math.round(value * 100) }));
  }

  function chooseSubtitles(choice: SubtitleChoice) {
    update("subtitles", choice);
    const label = subtitles.find((s) => s.lang === choice)?.label ?? t("subtitlesOff");
    setAnnouncement(t("announce.subtitles", { label }));
  }

  function chooseLevel(index: number) {
    setLevel(index);
    if (hlsRef.current) hlsRef.current.currentLevel = index;
  }

  async function toggleFullscreen() {
    const stage = stageRef.current;
    const video = videoRef.current as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null;
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else if (stage?.requestFullscreen) await stage.requestFullscreen();
      else video?.webkitEnterFullscreen?.();
    } catch {
      // Refused (not allowed in this frame): the player stays as it is.
    }
  }

  async function togglePictureInPicture() {
    const video = videoRef.current;
    try {
      if (document.pictureInPictureElement) await document.exitPictureInPicture();
      else await video?.requestPictureInPicture();
    } catch {
      // Not available for this video right now.
    }
  }

  function run(action: PlayerAction) {
    switch (action.type) {
      case "togglePlay":
        return togglePlay();
      case "seek":
        return seekBy(action.by);
      case "volume":
        return setVolume((prefs.muted ? 0 : prefs.volume) + action.by);
      case "fullscreen":
        return void toggleFullscreen();
      case "mute":
        return update("muted", !prefs.muted);
      case "captions":
        return chooseSubtitles(nextSubtitle(prefs.subtitles, available));
      case "help":
        return setHelpOpen((open) => !open);
      case "close":
        return closePanels(document.activeElement);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    const tag = target.tagName;
    if (event.key === "Escape" && (settingsOpen || helpOpen)) {
      // Escape leaves a panel from anywhere in it, its selects included.
      event.preventDefault();
      closePanels(target);
      return;
    }
    // Form controls keep their own keys: Space and Enter press buttons, arrows move sliders and selects.
    if (tag === "SELECT" || tag === "TEXTAREA") return;
    if (tag === "INPUT" && /^Arrow/.test(event.key)) return;
    if ((tag === "BUTTON" || tag === "INPUT") && (event.key === " " || event.key === "Enter")) return;
    const action = shortcutAction(event);
    if (!action) return;
    event.preventDefault();
    wake();
    run(action);
  }

  const stateLabel = failure ? t("failed") : playing ? t("pause") : t("play");
  const showing = prefs.subtitles !== "off" && available.includes(prefs.subtitles as "en" | "vi");

  return (
    // The stage takes the player's keyboard shortcuts for every control inside it (as YouTube does).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={stageRef}
      className={clsx(styles.stage, (active || !playing || settingsOpen) && styles.active)}
      role="region"
      aria-label={t("label", { title })}
      aria-keyshortcuts="Space k j l f m c ?"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onPointerMove={wake}
      onFocus={wake}
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
          endedRef.current?.();
        }}
        onWaiting={() => setWaiting(true)}
        onPlaying={() => setWaiting(false)}
        onCanPlay={() => setWaiting(false)}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onLoadedMetadata={applySubtitles}
        onProgress={(event) => {
          const ranges = event.currentTarget.buffered;
          setBuffered(ranges.length ? ranges.end(ranges.length - 1) : 0);
        }}
        onError={() => !hlsRef.current && setFailure("media")}
      >
        {subtitles.map((track) => (
          <track key={track.lang} kind="subtitles" srcLang={track.lang} label={track.label} src={track.src} />
        ))}
      </video>

      {waiting && !failure ? (
        <span className={styles.buffering} role="status" aria-label={t("loading")} />
      ) : null}

      {failure ? (
        <div className={styles.failure} role="alert">
          <p className={styles.failureTitle}>{t("error.title")}</p>
          <p className={styles.failureText}>{t(`error.${failure}`)}</p>
          <button type="button" className={styles.retry} onClick={() => setAttempt((n) => n + 1)}>
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
            <button
              type="button"
              className={styles.control}
              onClick={() => {
                setHelpOpen(false);
                helpButtonRef.current?.focus();
              }}
              aria-label={t("close")}
            >
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
            onChange={(event) => setVolume(Number(event.currentTarget.value))}
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
            onClick={() => setSettingsOpen((open) => !open)}
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
            onClick={() => setHelpOpen((open) => !open)}
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
              onClick={() => void togglePictureInPicture()}
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
            <select value={level} onChange={(event) => chooseLevel(Number(event.currentTarget.value))}>
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
