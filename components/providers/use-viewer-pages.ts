"use client";

import { useCallback, useEffect, useState } from "react";
import { useSession } from "next-auth/react";
import type { z } from "zod";
import type { PageMeta } from "@/lib/contract/catalogue";
import { useApiClient } from "./use-api-client";

type Paged = z.ZodType<{ data: unknown[]; meta: PageMeta }>;

/**
 * A signed-in viewer's own paged list (history, favorites): the first page once the session is
 * known, the next ones on demand, appended. `items` is null until the first answer.
 */
export function useViewerPages<S extends Paged>(path: string, schema: S, perPage: number) {
  type Item = z.output<S>["data"][number];
  const api = useApiClient();
  const { status } = useSession();
  const [items, setItems] = useState<Item[] | null>(null);
  const [page, setPage] = useState({ current: 0, last: 1 });
  const [failed, setFailed] = useState(false);

  const fetchPage = useCallback(
    (next: number) => api.get(path, schema, { searchParams: { page: next, per_page: perPage } }),
    [api, path, schema, perPage],
  );
  const show = useCallback((result: z.output<S>) => {
    setItems((current) => [...(result.meta.page === 1 ? [] : (current ?? [])), ...(result.data as Item[])]);
    setPage({ current: result.meta.page, last: result.meta.last_page });
    setFailed(false);
  }, []);
  const load = (next: number) => fetchPage(next).then(show, () => setFailed(true));

  useEffect(() => {
    if (status !== "authenticated") return;
    let cancelled = false;
    fetchPage(1).then(
      (result) => !cancelled && show(result),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [status, fetchPage, show]);

  return {
    items,
    setItems,
    failed,
    hasMore: page.current < page.last,
    loadMore: () => load(page.current + 1),
    reload: () => load(1),
  };
}
