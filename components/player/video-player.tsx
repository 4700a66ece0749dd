"use client";

import { useEffect, useEffectEvent, useRef, type KeyboardEvent } from "react";
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { controlKeepsKey, shortcutAction, type PlayerAction } from "@/lib/player/shortcuts";
import { Captions } from "./captions";
import { Clock, ControlBar } from "./control-bar";
import { ExtensionButtons, ExtensionDialog } from "./extension-slots";
import { PlaybackFailure } from "./playback-failure";
import type { PlayableMedia } from "./playable-media";
import type { PlayerExtension } from "./player-extension";
import { PlayerProvider, usePlayerActions, usePlayerState } from "./player-store";
import { SeekBar } from "./seek-bar";
import { SettingsMenu } from "./settings-menu";
import { ShortcutHelp } from "./shortcut-help";
import { usePlayer } from "./use-player";
import styles from "./player.module.scss";
import stageStyles from "./stage.module.scss";

const NO_EXTENSIONS: readonly PlayerExtension[] = [];

export type VideoPlayerProps = {
  media: PlayableMedia & { src: string };
  /** The saved position to resume from (seconds); ignored near the start or the end. */
  startAt?: number | null;
  /** The viewer started it from a button: focus moves to the play/pause control, so the keyboard carries on there. */
  focusOnStart?: boolean;
  /** Features from outside the player: watch history, the next episode, handoff (./player-extension.ts). */
  extensions?: readonly (PlayerExtension | null)[];
};

/**
 * The video player (issue 5): HLS with a quality choice, English / Tiếng Việt subtitles (one or two
 * at once, drawn by the player: useCaptions), speed, picture-in-picture, fullscreen and the
 * keyboard shortcuts of SHORTCUT_LIST. Loaded on demand, when the viewer presses play, so pages do
 * not carry hls.js before anyone watches. Its state and actions are one store (usePlayer,
 * ./player-store.ts) that the controls read; this file lays out the stage.
 */
export function VideoPlayer({
  media,
  startAt = null,
  focusOnStart = false,
  extensions: given = NO_EXTENSIONS,
}: VideoPlayerProps) {
  // Null entries (an extension a page left out) are dropped here, in the player's chunk, not the page's.
  const extensions = given.filter((extension) => extension !== null);
  const t = useTranslations("player");
  // The refs apart (render may not read through an object that holds one), the store and panels too.
  const { videoRef, stageRef, store, panels, ...player } = usePlayer({ media, startAt, extensions });
  const { actions } = store;
  const failure = player.source.failure;
  const playButtonRef = useRef<HTMLButtonElement>(null);
  // A tap on the picture while the controls are hidden shows them (as a phone's player does); a
  // click, or a tap while they show, plays or pauses.
  const lastPointer = useRef("mouse");

  // Once, when the player appears: a later change of focusOnStart must not pull focus back.
  const focusIfAsked = useEffectEvent(() => {
    if (focusOnStart) playButtonRef.current?.focus();
  });
  useEffect(() => focusIfAsked(), []);

  function run(action: PlayerAction) {
    switch (action.type) {
      case "togglePlay":
        return actions.togglePlay();
      case "seek":
        return actions.seekBy(action.by);
      case "volume":
        return actions.setVolume((player.prefs.muted ? 0 : player.prefs.volume) + action.by);
      case "fullscreen":
        return actions.toggleFullscreen();
      case "mute":
        return actions.toggleMute();
      case "captions":
        return actions.cycleSubtitles();
      case "skip":
        return player.skipping.skippable ? player.skipping.skip(player.skipping.skippable) : undefined;
      case "help":
        return actions.toggleDialog("help");
      case "close":
        return actions.closePanels(document.activeElement);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    if (event.key === "Escape" && player.anyOpen) {
      // Escape leaves a panel from anywhere in it, its selects included.
      event.preventDefault();
      actions.closePanels(target);
      return;
    }
    if (controlKeepsKey(target.tagName, event.key)) return;
    const action = shortcutAction(event);
    if (!action) return;
    event.preventDefault();
    player.controls.wake();
    run(action);
  }

  const ended = () => {
    store.setState({ playing: false });
    player.report(false);
  };

  return (
    <PlayerProvider value={store}>
      {/* The stage takes the player's keyboard shortcuts for every control inside it (as YouTube does). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={stageRef}
        className={clsx(stageStyles.stage, styles.player)}
        role="region"
        aria-label={t("label", { title: media.title })}
        aria-keyshortcuts="Space k j l f m c s ?"
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onPointerMove={player.controls.wake}
        onFocus={player.controls.wake}
        data-testid="video-player"
        data-state={failure ? "error" : player.playing ? "playing" : "paused"}
        data-controls={player.controls.visible ? "shown" : undefined}
        data-skip={player.skipping.shown && !player.anyOpen ? "" : undefined}
      >
        {/* The picture and what is drawn over it: the size container its captions and dialogs scale by. */}
        <div className={styles.screen}>
          {/* Captions come as separate WebVTT tracks: the track element needs no caption of its own. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <video
            ref={videoRef}
            className={styles.video}
            poster={media.poster ?? undefined}
            playsInline
            preload="auto"
            onPointerDown={(event) => {
              lastPointer.current = event.pointerType;
            }}
            onClick={() => {
              if (lastPointer.current === "touch" && !player.controls.visible) player.controls.wake();
              else actions.togglePlay();
            }}
            onDoubleClick={actions.toggleFullscreen}
            onPlay={() => store.setState({ playing: true })}
            onPause={ended}
            onEnded={() => {
              ended();
              player.onEnded();
            }}
            {...player.source.mediaEvents}
            onTimeUpdate={(event) => store.setState({ time: event.currentTarget.currentTime })}
            onDurationChange={(event) => store.setState({ duration: event.currentTarget.duration })}
            onLoadedMetadata={player.captions.tracksChanged}
            onProgress={(event) => {
              const ranges = event.currentTarget.buffered;
              store.setState({ buffered: ranges.length ? ranges.end(ranges.length - 1) : 0 });
            }}
          >
            {media.subtitles.map((track) => (
              <track
                key={track.lang}
                kind="subtitles"
                srcLang={track.lang}
                label={track.label}
                src={track.src}
              />
            ))}
          </video>

          <Captions
            blocks={player.captions.blocks}
            size={player.prefs.captionSize}
            background={player.prefs.captionBackground}
          />

          {player.source.waiting && !failure ? (
            <span className={stageStyles.buffering} role="status" aria-label={t("loading")} />
          ) : null}

          {failure ? <PlaybackFailure failure={failure} onRetry={player.source.retry} /> : null}

          <Dialogs panels={panels} extensions={extensions} />

          {/* The skip button sits above the controls, never on them; it stays while they fade. */}
          <div className={styles.bottom}>
            {/* Not over an open menu: `s` still skips. */}
            {player.skipping.shown && !player.anyOpen ? (
              <button
                type="button"
                className={styles.skip}
                aria-keyshortcuts="s"
                onClick={() => player.skipping.skip(player.skipping.shown!)}
              >
                {t(`skip.${player.skipping.shown.kind}`)}
              </button>
            ) : null}
            <div className={styles.controls}>
              <div className={styles.seekRow}>
                <SeekBar />
                <Clock />
              </div>
              <ControlBar
                playButtonRef={playButtonRef}
                panels={panels}
                extensionButtons={<ExtensionButtons panels={panels} extensions={extensions} />}
              />
            </div>
          </div>
        </div>
        {/* Outside the size container, so that on a phone it can open over the whole page. */}
        <SettingsMenu id={panels.settingsId} panelRef={panels.settingsRef} />
        <Announcer />
      </div>
    </PlayerProvider>
  );
}

/** The dialog over the stage: the shortcut list or an extension's. */
function Dialogs({ panels, extensions }: Parameters<typeof ExtensionDialog>[0]) {
  const helpOpen = usePlayerState((s) => s.dialog === "help");
  const { closeDialog } = usePlayerActions();
  return helpOpen ? (
    <ShortcutHelp id={panels.dialogId("help")} panelRef={panels.dialogRef} onClose={closeDialog} />
  ) : (
    <ExtensionDialog panels={panels} extensions={extensions} />
  );
}

/** Says aloud what the keyboard and the skips did. */
function Announcer() {
  const announcement = usePlayerState((s) => s.announcement);
  return (
    <p className="visually-hidden" aria-live="polite">
      {announcement}
    </p>
  );
}
