"use client";

import { useEffect, useEffectEvent, useRef, useState, type RefObject } from "react";
import type Hls from "hls.js";
import { recoveryStep } from "@/lib/player/hls-recovery";
import { resumePosition } from "@/lib/player/progress";

export type Level = { index: number; height: number };
/** An audio rendition as the playlist names it. */
export type EngineAudioTrack = { name: string; language: string | null };
export type Failure = "media" | "network" | "unsupported";

/** hls.js where the browser has Media Source Extensions (it brings the quality choice); native HLS elsewhere (older iPhones). */
function engineFor(video: HTMLVideoElement): "hls.js" | "native" | null {
  if ("MediaSource" in window || "ManagedMediaSource" in window) return "hls.js";
  return video.canPlayType("application/vnd.apple.mpegurl") ? "native" : null;
}

/** hls.js arrives only when a player attaches a source: it stays out of every page's first-load JS. */
const loadHls = () => import("hls.js");

export type HlsOptions = {
  /** HLS master playlist, absolute or same-origin. */
  src: string;
  /** The saved position, read once per attachment: later changes (a save landing) never seek the viewer. */
  startAt?: number | null;
  /**
   * Where the page in the other language left the video (./use-carry-over.ts): it starts exactly
   * there, and plays only if it was playing. Over `startAt`, for the first attachment.
   */
  carriedOver?: { time: number; playing: boolean } | null;
  /** The browser refused to start playing (autoplay rules). */
  onPlayRefused: () => void;
  /** Which of the playlist's audio renditions to start with, once they are known (lib/player/audio-tracks). */
  pickAudio?: (tracks: readonly EngineAudioTrack[]) => number;
};

/** `video.audioTracks`, where the browser plays HLS itself (Safari); absent from TypeScript's DOM types. */
type NativeAudioTracks = EventTarget & ArrayLike<{ enabled: boolean; label: string; language: string }>;
function nativeAudioOf(video: HTMLVideoElement): NativeAudioTracks | null {
  const tracks = (video as HTMLVideoElement & { audioTracks?: NativeAudioTracks }).audioTracks;
  return typeof tracks?.addEventListener === "function" ? tracks : null;
}
/** Plays track `index` of the browser's own list, and only it. */
const enableOnly = (tracks: NativeAudioTracks | null, index: number) =>
  Array.from(tracks ?? []).forEach((track, i) => (track.enabled = i === index));

/**
 * Attaches `src` to the video element (again after `retry()`), with hls.js imported only here, on
 * demand, or the browser's own HLS. Gives the quality levels and the chosen one, whether the video
 * is still loading, and why it failed; tears hls.js down when the source changes or the player goes.
 */
export function useHls(
  videoRef: RefObject<HTMLVideoElement | null>,
  { src, startAt, carriedOver, onPlayRefused, pickAudio }: HlsOptions,
) {
  const hlsRef = useRef<Hls | null>(null);
  // This browser plays no HLS at all: no attempt changes that.
  const [unsupported, setUnsupported] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // One attachment per source and attempt: what it reported stops counting once another one starts.
  const attachment = `${attempt}:${src}`;
  const [failed, setFailed] = useState<{ attachment: string; failure: Failure } | null>(null);
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const [levels, setLevels] = useState<Level[]>([]);
  const [level, setLevel] = useState(-1);
  const [autoHeight, setAutoHeight] = useState<number | null>(null);
  const [audioTracks, setAudioTracks] = useState<readonly EngineAudioTrack[]>([]);
  const [audioTrack, setAudioTrack] = useState(0);
  /**
   * Takes the playlist's tracks as the engine lists them, plays the one picked, and says so at once:
   * hls.js reports a switch only once the track's first piece plays, and the subtitles to start with
   * depend on the language heard.
   */
  const adopt = useEffectEvent((tracks: readonly EngineAudioTrack[], play: (index: number) => void) => {
    setAudioTracks(tracks);
    const index = pickAudio?.(tracks) ?? 0;
    play(index);
    setAudioTrack(index);
  });

  const savedPosition = useEffectEvent(() => startAt);
  // The first attachment only: a retry or another source starts as usual.
  const firstAttachment = useRef(attachment);
  const carriedFor = useEffectEvent((current: string) =>
    current === firstAttachment.current ? carriedOver : null,
  );
  const playRefused = useEffectEvent(() => onPlayRefused());

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const engine = engineFor(video);
    if (!engine) {
      setUnsupported(true);
      return;
    }
    const current = `${attempt}:${src}`;
    const fail = (failure: Failure) => setFailed({ attachment: current, failure });
    const saved = savedPosition();
    const carry = carriedFor(current);
    let cancelled = false;
    let resumed = false;
    const cleanups: (() => void)[] = [];
    const resume = () => {
      if (resumed) return;
      resumed = true;
      const at = carry
        ? Math.min(carry.time, video.duration || carry.time)
        : resumePosition(saved, video.duration);
      if (at > 0) video.currentTime = at;
    };
    video.addEventListener("loadedmetadata", resume);
    const start = () => {
      if (!cancelled && (carry?.playing ?? true)) video.play().catch(() => playRefused());
    };
    if (engine === "native") {
      video.src = src;
      const native = nativeAudioOf(video);
      const onTracks = () => {
        if (!native) return;
        const tracks = Array.from(native, (t) => ({ name: t.label, language: t.language || null }));
        adopt(tracks, (index) => enableOnly(native, index));
      };
      native?.addEventListener("addtrack", onTracks);
      cleanups.push(() => native?.removeEventListener("addtrack", onTracks));
      start();
    } else {
      void loadHls().then(
        ({ default: HlsClass }) => {
          if (cancelled) return;
          const hls = new HlsClass({ capLevelToPlayerSize: true, startPosition: -1 });
          hlsRef.current = hls;
          const tried = { media: false, network: false };
          hls.on(HlsClass.Events.MANIFEST_PARSED, (_event, data) => {
            setLevels(
              data.levels
                .map((l, index) => ({ index, height: l.height }))
                .sort((a, b) => b.height - a.height),
            );
            start();
          });
          hls.on(HlsClass.Events.AUDIO_TRACKS_UPDATED, (_event, data) => {
            const tracks = data.audioTracks.map((t) => ({ name: t.name, language: t.lang ?? null }));
            adopt(tracks, (index) => (hls.audioTrack = index));
          });
          hls.on(HlsClass.Events.AUDIO_TRACK_SWITCHED, (_event, data) => setAudioTrack(data.id));
          hls.on(HlsClass.Events.LEVEL_SWITCHED, (_event, data) => {
            setAutoHeight(hls.levels[data.level]?.height ?? null);
          });
          hls.on(HlsClass.Events.ERROR, (_event, data) => {
            if (!data.fatal) return;
            const { MEDIA_ERROR, NETWORK_ERROR } = HlsClass.ErrorTypes;
            const kind =
              data.type === MEDIA_ERROR ? "media" : data.type === NETWORK_ERROR ? "network" : "other";
            const next = recoveryStep({ kind, manifest: data.details === "manifestLoadError" }, tried);
            if (next.step === "recoverMedia") {
              tried.media = true;
              hls.recoverMediaError();
            } else if (next.step === "reload") {
              tried.network = true;
              hls.startLoad();
            } else {
              fail(next.failure);
              hls.destroy();
              hlsRef.current = null;
            }
          });
          hls.loadSource(src);
          hls.attachMedia(video);
        },
        () => !cancelled && fail("network"),
      );
    }
    return () => {
      cancelled = true;
      cleanups.forEach((cleanup) => cleanup());
      setAudioTracks([]);
      setAudioTrack(0);
      video.removeEventListener("loadedmetadata", resume);
      hlsRef.current?.destroy();
      hlsRef.current = null;
      video.removeAttribute("src");
      video.load();
    };
  }, [videoRef, src, attempt]);

  const reported = failed?.attachment === attachment ? failed.failure : null;

  return {
    failure: reported ?? (unsupported ? ("unsupported" as const) : null),
    /** Loading or buffering: no frame to show yet. */
    waiting: readyFor !== attachment,
    levels,
    /** The chosen level's index, -1 for automatic. */
    level,
    /** The height automatic quality is playing at, once known. */
    autoHeight,
    chooseLevel(index: number) {
      setLevel(index);
      if (hlsRef.current) hlsRef.current.currentLevel = index;
    },
    /** The playlist's audio renditions, in its order (none or one: nothing to choose), and the one playing. */
    audioTracks,
    audioTrack,
    chooseAudio(index: number) {
      const video = videoRef.current;
      if (hlsRef.current) hlsRef.current.audioTrack = index;
      else if (video) enableOnly(nativeAudioOf(video), index);
      setAudioTrack(index);
    },
    /** "Try again": a fresh attachment of the same source. */
    retry() {
      setAttempt((n) => n + 1);
    },
    /** For the video element. */
    mediaEvents: {
      onWaiting: () => setReadyFor(null),
      onPlaying: () => setReadyFor(attachment),
      onCanPlay: () => setReadyFor(attachment),
      // hls.js reports its own errors (and recovers from some); the element's matter without it.
      onError: () => {
        if (!hlsRef.current) setFailed({ attachment, failure: "media" });
      },
    },
  };
}
