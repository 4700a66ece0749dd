"use client";

import { useCallback, useEffect, useState } from "react";
import { useSession } from "next-auth/react";
import type { z } from "zod";
import type { SchemaSource } from "@/lib/api/client";
import { useApiClient } from "./use-api-client";

type Query = Record<string, string | number>;

/**
 * A GET only a signed-in viewer can make: asked once the session is known, and again when the
 * viewer, the page's language or the request changes; an answer to an earlier request is ignored.
 * `data` is null for a guest (also right after signing out) and until the first answer; `failed` says
 * the last request failed.
 */
/** `schema` must be stable: a module-level constant (a lazy import keeps zod out of first-load JS). */
export function useViewerData<S extends z.ZodType>(path: string, schema: SchemaSource<S>, query?: Query) {
  const api = useApiClient();
  const { status } = useSession();
  // By value, so a query written inline does not ask again on every render.
  const queryKey = query ? JSON.stringify(query) : "";
  const [state, setState] = useState<{ data: z.output<S> | null; failed: boolean }>({
    data: null,
    failed: false,
  });

  useEffect(() => {
    if (status !== "authenticated") return;
    let cancelled = false;
    const searchParams = queryKey ? (JSON.parse(queryKey) as Query) : undefined;
    api.get(path, schema, { searchParams }).then(
      (data) => !cancelled && setState({ data, failed: false }),
      () => !cancelled && setState((current) => ({ ...current, failed: true })),
    );
    return () => {
      cancelled = true;
    };
  }, [api, status, path, schema, queryKey]);

  /** Replaces the data with what a later call answered (an application sent, say). */
  const setData = useCallback((data: z.output<S>) => setState({ data, failed: false }), []);
  const signedIn = status === "authenticated";
  return { data: signedIn ? state.data : null, failed: signedIn && state.failed, signedIn, setData };
}
