"use client";

import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from "react";
import clsx from "clsx";
import { useTranslations } from "next-intl";
import type { Subtitle } from "@/lib/contract/catalogue";
import type { SubtitleChoice } from "@/lib/player/preferences";
import type { PlaybackSegment } from "@/lib/player/segments";
import {
  controlKeepsKey,
  nextSubtitle,
  seekTarget,
  shortcutAction,
  type PlayerAction,
} from "@/lib/player/shortcuts";
import { useSession } from "@/components/auth/session-provider";
import { Captions } from "./captions";
import { ControlBar } from "./control-bar";
import { PlaybackFailure } from "./playback-failure";
import styles from "./player.module.scss";
import stageStyles from "./stage.module.scss";
import { SeekBar } from "./seek-bar";
import type { HandoffTitle } from "./handoff-panel";
import { SettingsMenu } from "./settings-menu";
import { ShortcutHelp } from "./shortcut-help";
import { useCaptions } from "./use-captions";
import { useControlsVisibility } from "./use-controls-visibility";
import { togglePictureInPicture, useFullscreen } from "./use-fullscreen";
import { useHls } from "./use-hls";
import { usePlayerPanels } from "./use-player-panels";
import { usePlayerPreferences } from "./use-player-preferences";
import { useProgressReport, type ProgressListener } from "./use-progress-report";
import { useMediaSession, useRemotePlayback } from "./use-platform-controls";
import { useSegments } from "./use-segments";
import { useStoryboard } from "./use-storyboard";

// "Continue on another device" and its QR encoder load when the viewer opens it.
const HandoffPanel = lazy(() => import("./handoff-panel").then((m) => ({ default: m.HandoffPanel })));

/** How long a keyboard seek's preview stays over the bar after the last key. */
const KEYBOARD_PREVIEW_MS = 1500;

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
  /** Recap, intro and credits (lib/player/segments), offered as "Skip …". */
  segments?: readonly PlaybackSegment[];
  /** An episode follows: its credits call onCredits (the countdown) instead of offering a skip. */
  hasNext?: boolean;
  onCredits?: () => void;
  /** Plays the next episode (the lock screen's and the media keys' "next"). */
  onNext?: () => void;
  /** Seek previews: a WebVTT storyboard's address (lib/player/storyboard); none shows the time only. */
  storyboard?: string | null;
  /** What is playing, for "continue on another device" (offered to a signed-in viewer). */
  handoff?: HandoffTitle | null;
};

/**
 * The video player (issue 5): HLS with a quality choice, English / Tiếng Việt subtitles (one or two
 * at once, drawn by the player: useCaptions), speed, picture-in-picture, fullscreen and the
 * keyboard shortcuts of SHORTCUT_LIST. Loaded on demand, when the viewer presses play, so pages do
 * not carry hls.js before anyone watches. The source is useHls's, the remembered choices
 * usePlayerPreferences's, the watch-history reports useProgressReport's; this file puts them
 * together with the controls.
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
  segments = [],
  hasNext = false,
  onCredits,
  onNext,
  storyboard = null,
  handoff = null,
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
  const available = subtitles.map((s) => s.lang);

  const source = useHls(videoRef, { src, startAt, onPlayRefused: () => setPlaying(false) });
  const { prefs, update, setVolume } = usePlayerPreferences(videoRef);
  const captions = useCaptions(videoRef, prefs.subtitles, prefs.secondSubtitles);
  const report = useProgressReport(videoRef, playing, onProgress);
  const { fullscreen, toggleFullscreen } = useFullscreen(stageRef, videoRef);
  const panels = usePlayerPanels();
  const signedIn = useSession().status === "authenticated";
  // Handing off pauses here: the other device takes over from this second.
  useEffect(() => {
    if (panels.handoffOpen) videoRef.current?.pause();
  }, [panels.handoffOpen]);
  const controls = useControlsVisibility(!playing || panels.settingsOpen);
  const { failure } = source;
  const skipping = useSegments({
    segments,
    time,
    duration,
    controlsShown: controls.visible,
    autoSkip: prefs.autoSkip,
    hasNext,
    seekTo(to, skipped) {
      seekTo(to);
      setAnnouncement(t(`announce.skipped.${skipped.kind}`));
    },
    onCredits,
  });

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

  useMediaSession({
    title,
    artwork: poster,
    playing,
    time,
    duration,
    rate: prefs.rate,
    controls: {
      play: () => void videoRef.current?.play().catch(() => setPlaying(false)),
      pause: () => videoRef.current?.pause(),
      seekBy,
      seekTo: (to) => seekTo(seekTarget(to, 0, videoRef.current?.duration ?? Number.NaN)),
      next: onNext,
    },
  });
  const remote = useRemotePlayback(videoRef);
  const tiles = useStoryboard(storyboard);
  // Where a keyboard seek landed, previewed over the bar for a while (SeekBar).
  const [keyboardAt, setKeyboardAt] = useState<number | null>(null);
  const previewTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(previewTimer.current), []);
  function previewKeyboardSeek(to: number) {
    setKeyboardAt(to);
    clearTimeout(previewTimer.current);
    previewTimer.current = setTimeout(() => setKeyboardAt(null), KEYBOARD_PREVIEW_MS);
  }

  function seekTo(to: number) {
    const video = videoRef.current;
    if (video) video.currentTime = to;
    // The bar follows at once, so quick arrow presses add up instead of restarting from the last
    // timeupdate.
    setTime(to);
  }

  function seekBy(by: number) {
    const video = videoRef.current;
    if (!video) return;
    const to = seekTarget(video.currentTime, by, video.duration);
    video.currentTime = to;
    previewKeyboardSeek(to);
    setAnnouncement(t(by < 0 ? "announce.back" : "announce.forward", { seconds: Math.abs(by) }));
  }

  function changeVolume(volume: number) {
    const value = setVolume(volume);
    setAnnouncement(t("announce.volume", { percent: Math.round(value * 100) }));
  }

  /** The first subtitles, or the second ones shown above them; said aloud either way. */
  function chooseSubtitles(choice: SubtitleChoice, which: "subtitles" | "secondSubtitles" = "subtitles") {
    update(which, choice);
    const label = subtitles.find((s) => s.lang === choice)?.label ?? t("subtitlesOff");
    setAnnouncement(t(`announce.${which}`, { label }));
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
      case "skip":
        return skipping.skippable ? skipping.skip(skipping.skippable) : undefined;
      case "help":
        return panels.toggleHelp();
      case "close":
        return panels.closePanels(document.activeElement);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    if (event.key === "Escape" && panels.anyOpen) {
      // Escape leaves a panel from anywhere in it, its selects included.
      event.preventDefault();
      panels.closePanels(target);
      return;
    }
    if (controlKeepsKey(target.tagName, event.key)) return;
    const action = shortcutAction(event);
    if (!action) return;
    event.preventDefault();
    controls.wake();
    run(action);
  }

  const showing = prefs.subtitles !== "off" && available.includes(prefs.subtitles as "en" | "vi");

  return (
    // The stage takes the player's keyboard shortcuts for every control inside it (as YouTube does).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={stageRef}
      className={clsx(stageStyles.stage, styles.player, controls.visible && styles.active)}
      role="region"
      aria-label={t("label", { title })}
      aria-keyshortcuts="Space k j l f m c s ?"
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
        onLoadedMetadata={captions.tracksChanged}
        onProgress={(event) => {
          const ranges = event.currentTarget.buffered;
          setBuffered(ranges.length ? ranges.end(ranges.length - 1) : 0);
        }}
      >
        {subtitles.map((track) => (
          <track key={track.lang} kind="subtitles" srcLang={track.lang} label={track.label} src={track.src} />
        ))}
      </video>

      <Captions blocks={captions.blocks} size={prefs.captionSize} background={prefs.captionBackground} />

      {source.waiting && !failure ? (
        <span className={stageStyles.buffering} role="status" aria-label={t("loading")} />
      ) : null}

      {failure ? <PlaybackFailure failure={failure} onRetry={source.retry} /> : null}

      {/* Not over an open menu: `s` still skips. */}
      {skipping.shown && !panels.anyOpen ? (
        <button
          type="button"
          className={styles.skip}
          aria-keyshortcuts="s"
          onClick={() => skipping.skip(skipping.shown!)}
        >
          {t(`skip.${skipping.shown.kind}`)}
        </button>
      ) : null}

      {panels.helpOpen ? (
        <ShortcutHelp id={panels.helpId} panelRef={panels.helpRef} onClose={panels.closeHelp} />
      ) : null}

      {panels.handoffOpen && handoff ? (
        <Suspense fallback={null}>
          <HandoffPanel
            id={panels.handoffId}
            panelRef={panels.handoffRef}
            title={handoff}
            position={time}
            duration={duration}
            onClose={panels.closeHandoff}
          />
        </Suspense>
      ) : null}

      <div className={styles.controls}>
        <SeekBar
          time={time}
          duration={duration}
          buffered={buffered}
          onSeek={seekTo}
          tiles={tiles}
          keyboardAt={keyboardAt}
          onKeyboardSeek={previewKeyboardSeek}
        />
        <ControlBar
          playButtonRef={playButtonRef}
          playing={playing}
          failed={Boolean(failure)}
          onTogglePlay={togglePlay}
          muted={prefs.muted}
          volume={prefs.volume}
          onToggleMute={() => update("muted", !prefs.muted)}
          onVolume={changeVolume}
          time={time}
          duration={duration}
          hasSubtitles={available.length > 0}
          subtitlesShowing={showing}
          onCaptions={() => run({ type: "captions" })}
          panels={panels}
          fullscreen={fullscreen}
          onFullscreen={() => void toggleFullscreen()}
          onPictureInPicture={() => void togglePictureInPicture(videoRef.current)}
          onCast={remote.available ? remote.prompt : undefined}
          canHandOff={signedIn && handoff !== null && Number.isFinite(duration)}
        />
        <SettingsMenu
          id={panels.settingsId}
          panelRef={panels.settingsRef}
          open={panels.settingsOpen}
          levels={source.levels}
          level={source.level}
          autoHeight={source.autoHeight}
          onLevel={source.chooseLevel}
          subtitles={subtitles}
          subtitle={showing ? prefs.subtitles : "off"}
          onSubtitles={chooseSubtitles}
          secondSubtitle={prefs.secondSubtitles}
          onSecondSubtitles={(choice) => chooseSubtitles(choice, "secondSubtitles")}
          captionSize={prefs.captionSize}
          onCaptionSize={(size) => update("captionSize", size)}
          captionBackground={prefs.captionBackground}
          onCaptionBackground={(background) => update("captionBackground", background)}
          rate={prefs.rate}
          onRate={(rate) => update("rate", rate)}
          hasSegments={segments.length > 0}
          autoSkip={prefs.autoSkip}
          onAutoSkip={(on) => update("autoSkip", on)}
        />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
