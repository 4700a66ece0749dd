"use client";

import { createElement, lazy, Suspense, useState, type ReactNode } from "react";
import { useSession } from "@/components/auth/session-provider";
import type { TitleHistory } from "@/lib/contract/activity";
import type { TitleKind } from "@/lib/contract/catalogue";
import type { ProgressListener } from "./use-progress-report";

/** Records a position of the title (of `episodeId` in a series) in the viewer's history. */
export type SavePosition = (episodeId: number | null, ...progress: Parameters<ProgressListener>) => void;

/** What the viewer's part reports: the title's history (undefined until read) and its saver. */
export type WatchHistoryReport = {
  key: string;
  history: TitleHistory | null | undefined;
  save: SavePosition;
};

// The reading and saving (and the API client they need) load for a signed-in viewer only: a guest's
// title page, the one most visitors and every crawler get, ships none of it (issue #17).
const ViewerWatchHistory = lazy(() =>
  import("./viewer-watch-history").then((m) => ({ default: m.ViewerWatchHistory })),
);

/**
 * The signed-in viewer's saved positions for one title (null while loading, on failure or when
 * signed out; `ready` once known either way), and `saverFor(episodeId)`: the player's progress
 * listener that records positions (undefined for a guest and until the viewer's part has loaded).
 * `source` must be rendered: it is that part.
 */
export function useWatchHistory(
  kind: TitleKind,
  titleId: number,
): {
  history: TitleHistory | null;
  ready: boolean;
  saverFor: (episodeId: number | null) => ProgressListener | undefined;
  source: ReactNode;
} {
  const { data, status } = useSession();
  const token = status === "authenticated" ? (data?.accessToken ?? null) : null;
  // Whose history of which title: another viewer signed in on this tab never sees the last one's.
  const key = `${kind}:${titleId}:${token}`;
  const [report, setReport] = useState<WatchHistoryReport | null>(null);
  const current = token !== null && report?.key === key ? report : null;
  const known = current !== null && current.history !== undefined;
  const source = token
    ? createElement(
        Suspense,
        { fallback: null },
        createElement(ViewerWatchHistory, { kind, titleId, historyKey: key, onReport: setReport }),
      )
    : null;
  return {
    history: known ? (current.history ?? null) : null,
    ready: status === "unauthenticated" || known,
    // A player keeps the listener it was given, so an episode's last position goes to that episode.
    saverFor: (episodeId) =>
      current
        ? (position, duration, leaving) => current.save(episodeId, position, duration, leaving)
        : undefined,
    source,
  };
}
