"use client";

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toLocale } from "@/lib/i18n/config";
import { seekTarget } from "@/lib/player/shortcuts";
import { audioChoiceOf, heardLanguage, startingAudio, withTitleNames } from "@/lib/player/audio-tracks";
import { nextSubtitles, startingSubtitles } from "@/lib/player/subtitle-choice";
import type { StoryboardTile } from "@/lib/player/storyboard";
import type { PlayableMedia } from "./playable-media";
import type { PlayerExtension } from "./player-extension";
import {
  createPlayerStore,
  INITIAL_PLAYER_STATE,
  type PlayerActions,
  type PlayerState,
} from "./player-store";
import { useCaptions } from "./use-captions";
import { useCarryOver } from "./use-carry-over";
import { useControlsVisibility } from "./use-controls-visibility";
import { togglePictureInPicture, useFullscreen } from "./use-fullscreen";
import { useHls } from "./use-hls";
import { usePlayerPanels } from "./use-player-panels";
import { usePlayerPreferences } from "./use-player-preferences";
import { useProgressReport } from "./use-progress-report";
import { useMediaSession, useRemotePlayback } from "./use-platform-controls";
import { useSegments } from "./use-segments";
import { useStageFit } from "./use-stage-fit";
import { useStoryboard } from "./use-storyboard";

/** How long a keyboard seek's preview stays over the bar after the last key. */
const KEYBOARD_PREVIEW_MS = 1500;
const NO_TILES: readonly StoryboardTile[] = [];

/** Actions that always call the latest render's (`implement`): the store hands them out once, for good. */
function forwarding(): { actions: PlayerActions; implement(actions: PlayerActions): void } {
  let latest: PlayerActions | null = null;
  const bound = new Map<PropertyKey, (...args: unknown[]) => void>();
  const actions = new Proxy({} as PlayerActions, {
    get(_target, name) {
      if (!bound.has(name)) {
        bound.set(name, (...args) => (Reflect.get(latest ?? {}, name) as (...a: unknown[]) => void)(...args));
      }
      return bound.get(name);
    },
  });
  return {
    actions,
    implement(next) {
      latest = next;
    },
  };
}

/**
 * The player's parts put together (issue 5, #34): the source (useHls), the remembered choices
 * (usePlayerPreferences), subtitles, panels, segments, the platform's controls and the extensions'
 * events, all published in one store (./player-store.ts) with the actions the controls call.
 */
export function usePlayer({
  media,
  startAt,
  extensions,
}: {
  media: PlayableMedia & { src: string };
  startAt: number | null;
  extensions: readonly PlayerExtension[];
}) {
  const t = useTranslations("player");
  const locale = toLocale(useLocale());
  const videoRef = useRef<HTMLVideoElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [{ store, implement }] = useState(() => {
    const forward = forwarding();
    return { store: createPlayerStore(INITIAL_PLAYER_STATE, forward.actions), implement: forward.implement };
  });
  const read =
    <T>(select: (state: PlayerState) => T) =>
    () =>
      select(store.getState());
  const playing = useSyncExternalStore(
    store.subscribe,
    read((s) => s.playing),
  );
  const time = useSyncExternalStore(
    store.subscribe,
    read((s) => s.time),
  );
  const duration = useSyncExternalStore(
    store.subscribe,
    read((s) => s.duration),
  );
  const anyOpen = useSyncExternalStore(
    store.subscribe,
    read((s) => s.settingsOpen || s.dialog !== null),
  );
  const settingsOpen = useSyncExternalStore(
    store.subscribe,
    read((s) => s.settingsOpen),
  );
  const available = media.subtitles.map((s) => s.lang);
  const announce = (announcement: string) => store.setState({ announcement });

  const { prefs, update, setVolume } = usePlayerPreferences(videoRef);
  const source = useHls(videoRef, {
    src: media.src,
    startAt,
    carriedOver: useCarryOver(videoRef),
    onPlayRefused: () => store.setState({ playing: false }),
    pickAudio: (tracks) =>
      startingAudio({
        remembered: prefs.audio,
        tracks: withTitleNames(tracks, media.audio),
        interfaceLanguage: locale,
        originalLanguage: media.audioLanguage,
      }),
  });
  // The title's own names, in the viewer's language, when it names every track; else the playlist's.
  const named = media.audio.length === source.audioTracks.length;
  const tracks = withTitleNames(source.audioTracks, media.audio);
  const audioNames = source.audioTracks.map((track, i) =>
    named ? (locale === "vi" ? media.audio[i]!.name_vi : media.audio[i]!.name_en) : track.name,
  );
  const subtitles = startingSubtitles({
    remembered: prefs.subtitles,
    available,
    interfaceLanguage: locale,
    // A dub in the viewer's language needs no subtitles.
    audioLanguage: heardLanguage(source.audioTrack, tracks, media.audioLanguage),
  });
  const showing = subtitles !== "off" && available.includes(subtitles);
  const captions = useCaptions(videoRef, subtitles, prefs.secondSubtitles);
  const report = useProgressReport(videoRef, playing, (...progress) => {
    for (const extension of extensions) extension.onProgress?.(...progress);
  });
  const fit = useStageFit(stageRef);
  const { fullscreen, toggleFullscreen } = useFullscreen(stageRef, videoRef, { playing, onRefused: fit });
  const panels = usePlayerPanels(store);
  const controls = useControlsVisibility(!playing || settingsOpen);
  const onNext = extensions.find((extension) => extension.onNext)?.onNext;
  const skipping = useSegments({
    segments: media.segments,
    time,
    duration,
    controlsShown: controls.visible,
    autoSkip: prefs.autoSkip,
    hasNext: extensions.some((extension) => extension.onCredits),
    seekTo(to, skipped) {
      actions.seekTo(to);
      announce(t(`announce.skipped.${skipped.kind}`));
    },
    onCredits: () => extensions.forEach((extension) => extension.onCredits?.()),
  });
  const remote = useRemotePlayback(videoRef);
  const tiles = useStoryboard(media.storyboard);
  const previewTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(previewTimer.current), []);

  const play = () => void videoRef.current?.play().catch(() => store.setState({ playing: false }));
  const actions: PlayerActions = {
    ...panels.actions,
    togglePlay() {
      const video = videoRef.current;
      if (!video || source.failure) return;
      if (video.paused || video.ended) play();
      else video.pause();
    },
    play,
    pause: () => videoRef.current?.pause(),
    seekTo(to) {
      const video = videoRef.current;
      if (video) video.currentTime = to;
      // The bar follows at once, so quick arrow presses add up instead of restarting from the last
      // timeupdate.
      store.setState({ time: to });
    },
    seekBy(by) {
      const video = videoRef.current;
      if (!video) return;
      const to = seekTarget(video.currentTime, by, video.duration);
      video.currentTime = to;
      actions.previewKeyboardSeek(to);
      announce(t(by < 0 ? "announce.back" : "announce.forward", { seconds: Math.abs(by) }));
    },
    previewKeyboardSeek(to) {
      store.setState({ keyboardAt: to });
      clearTimeout(previewTimer.current);
      previewTimer.current = setTimeout(() => store.setState({ keyboardAt: null }), KEYBOARD_PREVIEW_MS);
    },
    setVolume(volume) {
      const value = setVolume(volume);
      announce(t("announce.volume", { percent: Math.round(value * 100) }));
    },
    toggleMute: () => update("muted", !prefs.muted),
    chooseLevel: source.chooseLevel,
    chooseAudio(index) {
      source.chooseAudio(index);
      update("audio", audioChoiceOf(index, tracks));
      announce(t("announce.audio", { label: audioNames[index] ?? "" }));
    },
    chooseSubtitles(choice, which = "subtitles") {
      update(which, choice);
      const label = media.subtitles.find((s) => s.lang === choice)?.label ?? t("subtitlesOff");
      announce(t(`announce.${which}`, { label }));
    },
    cycleSubtitles: () =>
      actions.chooseSubtitles(nextSubtitles(showing ? subtitles : "off", available, locale)),
    setPreference: (key, value) => update(key, value),
    toggleFullscreen: () => void toggleFullscreen(),
    togglePictureInPicture: () => void togglePictureInPicture(videoRef.current),
    cast: remote.prompt,
  };
  useLayoutEffect(() => implement(actions));

  useMediaSession({
    title: media.title,
    artwork: media.poster,
    playing,
    time,
    duration,
    rate: prefs.rate,
    controls: {
      play,
      pause: actions.pause,
      seekBy: actions.seekBy,
      seekTo: (to) => actions.seekTo(seekTarget(to, 0, videoRef.current?.duration ?? Number.NaN)),
      next: onNext,
    },
  });

  // What the hooks above own, published for the controls (they read the store, not props).
  const published: Partial<PlayerState> = {
    failed: Boolean(source.failure),
    prefs,
    subtitles: media.subtitles,
    subtitle: showing ? subtitles : "off",
    levels: source.levels,
    level: source.level,
    autoHeight: source.autoHeight,
    audioTracks: audioNames,
    audioTrack: source.audioTrack,
    hasSegments: media.segments.length > 0,
    tiles: tiles.length ? tiles : NO_TILES,
    fullscreen,
    canCast: remote.available,
  };
  useLayoutEffect(() => store.setState(published));

  return {
    store,
    videoRef,
    stageRef,
    panels: panels.refs,
    source,
    captions,
    controls,
    skipping,
    prefs,
    playing,
    anyOpen,
    /** For the moments only the video element sees (pause, end). */
    report,
    onEnded: () => extensions.forEach((extension) => extension.onEnded?.()),
  };
}
