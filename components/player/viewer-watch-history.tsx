"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { TitleHistory } from "@/lib/contract/activity";
import type { TitleKind } from "@/lib/contract/catalogue";
import { progressBody, positionChanged } from "@/lib/player/saving";
import { useApiClient } from "@/components/data/use-api-client";
import type { SavePosition, WatchHistoryReport } from "./use-watch-history";

// Loaded with the first call, so zod stays out of the page's first-load JS (lib/api/client.ts).
const endpoints = () => import("@/lib/contract/endpoints/activity");
const titleHistory = () => endpoints().then((m) => m.titleHistory);
const savePosition = () => endpoints().then((m) => m.savePosition);

type Props = {
  kind: TitleKind;
  titleId: number;
  /** Which viewer and title the history read is for (reported back with it). */
  historyKey: string;
  onReport: (report: WatchHistoryReport) => void;
};

/**
 * A signed-in viewer's side of ./use-watch-history.ts, loaded only for them: reads the title's saved
 * positions and hands up the function that saves new ones. Draws nothing.
 */
export function ViewerWatchHistory({ kind, titleId, historyKey: key, onReport }: Props) {
  const api = useApiClient();
  const lastSaved = useRef<{ episodeId: number | null; position: number } | null>(null);
  const [history, setHistory] = useState<{ key: string; value: TitleHistory | null } | null>(null);

  useEffect(() => {
    let cancelled = false;
    api.call(titleHistory, { params: { kind, id: titleId } }).then(
      (value) => !cancelled && setHistory({ key, value }),
      () => !cancelled && setHistory({ key, value: null }),
    );
    return () => {
      cancelled = true;
    };
  }, [api, kind, titleId, key]);

  // The last save, made as the page goes away, uses a keep-alive request so it outlives the page.
  const save = useCallback<SavePosition>(
    (episodeId, position, duration, leaving) => {
      const body = progressBody({ kind, titleId, episodeId, position, duration });
      const previous = lastSaved.current?.episodeId === episodeId ? lastSaved.current.position : null;
      if (!body || !positionChanged(previous, position)) return;
      lastSaved.current = { episodeId, position: body.position_sec };
      // As the page goes away (leaving), a keep-alive request: the last save outlives the page.
      api.call(savePosition, { body }, { keepalive: leaving }).catch(() => undefined);
    },
    [api, kind, titleId],
  );

  const loaded = history?.key === key ? history : null;
  useEffect(() => {
    onReport({ key, history: loaded ? loaded.value : undefined, save });
  }, [onReport, key, loaded, save]);
  return null;
}
