"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useSession } from "@/components/auth/session-provider";
import type { TitleHistory } from "@/lib/contract/activity";
import type { TitleKind } from "@/lib/contract/catalogue";
import { progressBody, positionChanged } from "@/lib/player/progress";
import { useApiClient } from "@/components/data/use-api-client";

// Loaded with the first call, so zod stays out of the page's first-load JS (lib/api/client.ts).
const titleHistory = () => import("@/lib/contract/activity").then((m) => m.TitleHistorySchema);
const positionSchema = () => import("@/lib/contract/activity").then((m) => m.PositionSchema);

/**
 * The signed-in viewer's saved positions for one title (null while loading or when signed out;
 * `ready` once known either way).
 */
export function useTitleHistory(kind: TitleKind, titleId: number) {
  const api = useApiClient();
  const { status } = useSession();
  const key = `${kind}:${titleId}`;
  const [result, setResult] = useState<{ key: string; history: TitleHistory | null } | null>(null);

  useEffect(() => {
    if (status !== "authenticated") return;
    let cancelled = false;
    api.get(`/history/${kind}/${titleId}`, titleHistory).then(
      (history) => !cancelled && setResult({ key, history }),
      () => !cancelled && setResult({ key, history: null }),
    );
    return () => {
      cancelled = true;
    };
  }, [api, kind, titleId, key, status]);

  const mine = status === "authenticated" && result?.key === key;
  return { history: mine ? result.history : null, ready: status === "unauthenticated" || mine };
}

/**
 * Saves playback positions to the watch history for a signed-in viewer (nothing for a guest). The
 * last save, made as the page goes away, uses a keep-alive request so it outlives the page.
 */
export function useProgressSaver(kind: TitleKind, titleId: number, episodeId: number | null) {
  const api = useApiClient();
  const { data } = useSession();
  const token = data?.accessToken ?? null;
  const lastSaved = useRef<number | null>(null);

  return useCallback(
    (position: number, duration: number, leaving: boolean) => {
      const body = progressBody({ kind, titleId, episodeId, position, duration });
      if (!token || !body || !positionChanged(lastSaved.current, position)) return;
      lastSaved.current = body.position_sec;
      if (leaving) {
        void fetch(`${api.baseUrl}/history`, {
          method: "PUT",
          keepalive: true,
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            Authorization: `Bearer ${token}`,
          },
          body: JSON.stringify(body),
        }).catch(() => undefined);
      } else {
        api.put("/history", body, positionSchema).catch(() => undefined);
      }
    },
    [api, token, kind, titleId, episodeId],
  );
}
