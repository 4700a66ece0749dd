"use client";

import { useCallback, useEffect, useEffectEvent, useState } from "react";
import { useApiClient } from "@/components/data/use-api-client";
import { isApiError } from "@/lib/api/errors";
import type { TitleKind } from "@/lib/contract/catalogue";
import { heartbeat, startPlayback, stopPlayback } from "@/lib/contract/endpoints/playback";
import type { PlaybackRefusal, PlaybackSession, Screen } from "@/lib/contract/playback";

/** What a player asks a session for: a film, or a series' episode. */
export type PlayTarget = { kind: TitleKind; id: number; episodeId?: number };

export type SessionState =
  | { status: "opening" }
  | { status: "ready"; session: PlaybackSession }
  | { status: "refused"; reason: "sign_in" | PlaybackRefusal; message: string; price: number | null }
  | { status: "screens"; limit: number; screens: readonly Screen[] }
  | { status: "over"; reason: "stopped" | "silent"; message: string }
  | { status: "failed" };

/**
 * This tab's last session, named when it plays again so the server ends it first and its screen is
 * free at once: the page's own last one (the next episode), or after a reload the one the page
 * before it kept. Not after any other arrival: a duplicated tab copies the storage, and would end the
 * tab it was copied from.
 */
const TAB_SESSION = "cineva:playback-session";
let pageSession: string | null = null;
const reloaded = () =>
  (performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined)?.type ===
  "reload";
const lastSession = (): string | undefined => {
  if (pageSession) return pageSession;
  try {
    return (reloaded() && sessionStorage.getItem(TAB_SESSION)) || undefined;
  } catch {
    return undefined;
  }
};
const remember = (id: string) => {
  pageSession = id;
  try {
    sessionStorage.setItem(TAB_SESSION, id);
  } catch {
    // Storage refused (a private window's quota): after a reload the old session frees its screen within a minute.
  }
};

/**
 * The tab's openings, one after the other: a new one (another episode, a sign-in, React's second
 * mount in development) waits for the one before to answer, so it names that session to end and
 * carries the cookie it set, instead of racing it for the account's last screen.
 */
let openings: Promise<unknown> = Promise.resolve();
function inTurn<T>(start: () => Promise<T>): Promise<T> {
  const turn = openings.then(start, start);
  openings = turn.catch(() => undefined);
  return turn;
}

const errorData = (error: unknown) =>
  isApiError(error) && typeof error.data === "object" && error.data !== null
    ? (error.data as Record<string, unknown>)
    : {};

/** What a refused start means to the viewer: sign in, the way in, the screens in use; or a failure. */
function refusalOf(error: unknown): SessionState {
  if (!isApiError(error)) return { status: "failed" };
  const data = errorData(error);
  const message = error.body?.message ?? "";
  if (error.status === 401) return { status: "refused", reason: "sign_in", message, price: null };
  if (error.status === 403 && typeof data.reason === "string")
    return {
      status: "refused",
      reason: data.reason as PlaybackRefusal,
      message,
      price: typeof data.price === "number" ? data.price : null,
    };
  if (error.status === 409 && Array.isArray(data.screens))
    return { status: "screens", limit: Number(data.limit) || 1, screens: data.screens as Screen[] };
  return { status: "failed" };
}

/**
 * A playback session for `target` (issue #38): opened when the player appears and again on `reopen`,
 * kept by a heartbeat at the pace the server asks, and ended when the player goes or the tab closes.
 * A signed-in viewer's token changing (signing in from the refusal) opens it again.
 */
export function usePlaybackSession(target: PlayTarget) {
  const api = useApiClient();
  const [attempt, setAttempt] = useState(0);
  const { kind, id, episodeId } = target;
  // What the latest opening came to; until it answers, the session is opening.
  const key = `${kind}:${id}:${episodeId ?? ""}:${attempt}`;
  const [result, setResult] = useState<{ key: string; state: SessionState } | null>(null);
  const state: SessionState = result?.key === key ? result.state : { status: "opening" };

  const open = useEffectEvent(() =>
    inTurn(() =>
      api.call(startPlayback, { body: { kind, id, episode_id: episodeId, replaces: lastSession() } }),
    ),
  );
  const settle = useEffectEvent((next: SessionState) => setResult({ key, state: next }));
  useEffect(() => {
    let live = true;
    let opened: string | null = null;
    // Ended as the tab goes: `keepalive` lets the request outlive the page.
    const release = () => {
      if (opened)
        void api.call(stopPlayback, { params: { id: opened } }, { keepalive: true }).catch(() => null);
      opened = null;
    };
    open().then(
      (session) => {
        opened = session.id;
        remember(session.id);
        if (live) settle({ status: "ready", session });
        else release();
      },
      (error: unknown) => live && settle(refusalOf(error)),
    );
    window.addEventListener("pagehide", release);
    return () => {
      live = false;
      window.removeEventListener("pagehide", release);
      release();
    };
  }, [api, kind, id, episodeId, attempt]);

  const beat = useEffectEvent((sessionId: string) => api.call(heartbeat, { params: { id: sessionId } }));
  const session = state.status === "ready" ? state.session : null;
  useEffect(() => {
    if (!session) return;
    // What a beat says belongs to this session's opening only: a late answer for one already
    // replaced (another episode) changes nothing.
    const opening = key;
    const timer = setInterval(
      () =>
        void beat(session.id).catch((error: unknown) => {
          if (!isApiError(error, 410)) return; // a blip: the session stays live a minute without word
          const reason = errorData(error).reason === "stopped" ? "stopped" : "silent";
          setResult({ key: opening, state: { status: "over", reason, message: error.body?.message ?? "" } });
        }),
      session.heartbeat_seconds * 1000,
    );
    return () => clearInterval(timer);
  }, [session, key]);

  // Back from the browser's page cache: the session was ended as the page left.
  useEffect(() => {
    const back = (event: PageTransitionEvent) => event.persisted && setAttempt((n) => n + 1);
    window.addEventListener("pageshow", back);
    return () => window.removeEventListener("pageshow", back);
  }, []);

  const reopen = useCallback(() => setAttempt((n) => n + 1), []);
  /** Stops the session playing on another device, then opens this one. */
  const stopThere = (screenId: string) =>
    api
      .call(stopPlayback, { params: { id: screenId } })
      .then(reopen, () => setResult({ key, state: { status: "failed" } }));

  return { state, reopen, stopThere };
}
