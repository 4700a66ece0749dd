"use client";

import { useSession } from "@/components/auth/session-provider";
import { useLocale } from "next-intl";
import useSWR, { type SWRConfiguration } from "swr";
import useSWRInfinite from "swr/infinite";
import type { z } from "zod";
import type { EndpointSource } from "@/lib/api/client";
import type { PageMeta } from "@/lib/contract/catalogue";
import type { Answer, CallInput, Endpoint } from "@/lib/contract/endpoint";
import { useApiClient } from "./use-api-client";

/**
 * What identifies a viewer's GET in SWR's cache: the endpoint (a module-level constant) and its input,
 * and whose answer in which language it is (the token stays in the fetcher; the id keeps one viewer's
 * answers from ever being shown to the next one signed in on the same browser). Null for a guest:
 * nothing is asked.
 */
export type ViewerKey<E extends Endpoint> = readonly [
  endpoint: EndpointSource<E>,
  input: CallInput<E>,
  viewer: number,
  locale: string,
];

/** The viewer an answer is for, and the page's language; null while unknown or for a guest. */
function useViewer(): { id: number; locale: string } | null {
  const { data, status } = useSession();
  const locale = useLocale();
  return status === "authenticated" && data ? { id: data.user.id, locale } : null;
}

/**
 * The API client already retries a transient failure once and shows its toast; SWR retrying every
 * few seconds on top would repeat both.
 */
const OPTIONS: SWRConfiguration = { shouldRetryOnError: false };

/**
 * A GET only a signed-in viewer can make, through SWR: asked once the session is known and again when
 * the viewer, the page's language or the query changes, when the tab regains focus, and after a write
 * calls `mutate`. `data` is null for a guest and until the first answer; `failed`: the last ask failed.
 * `endpoint` must be stable: a module-level constant (a lazy import keeps zod out of first-load JS).
 */
export function useViewerData<E extends Endpoint>(endpoint: EndpointSource<E>, input: CallInput<E>) {
  const api = useApiClient();
  const viewer = useViewer();
  const key: ViewerKey<E> | null = viewer ? [endpoint, input, viewer.id, viewer.locale] : null;
  const { data, error, mutate } = useSWR(
    key,
    ([asked, given]: ViewerKey<E>): Promise<Answer<E>> => api.call(asked, given),
    OPTIONS,
  );
  return { data: (viewer && data) ?? null, failed: !!viewer && !!error, signedIn: !!viewer, mutate };
}

/** A GET of a signed-in viewer's paged list: no path parameters, a page query, a page answer. */
type PagedEndpoint = Endpoint & { response: z.ZodType<Paged> };
type Paged = { data: unknown[]; meta: PageMeta };

/**
 * A signed-in viewer's own paged list (history, favorites, point history) through SWR's infinite
 * loader: the first page once the session is known, the next ones on demand. `items` is null until
 * the first answer; `mutate` edits or re-asks the pages loaded so far.
 */
export function useViewerPages<E extends PagedEndpoint>(endpoint: EndpointSource<E>, perPage: number) {
  type Page = Answer<E>;
  const api = useApiClient();
  const viewer = useViewer();
  const { data, error, setSize, mutate } = useSWRInfinite(
    (index: number, previous: Page | null): ViewerKey<E> | null => {
      if (!viewer || (previous && previous.meta.page >= previous.meta.last_page)) return null;
      const input = { query: { page: index + 1, per_page: perPage } } as CallInput<E>;
      return [endpoint, input, viewer.id, viewer.locale];
    },
    ([asked, given]: ViewerKey<E>) => api.call(asked, given),
    { ...OPTIONS, revalidateFirstPage: false },
  );
  const pages = viewer ? data : undefined;
  const last = pages?.at(-1);
  type Item = Page["data"][number];
  return {
    items: pages ? (pages.flatMap((page) => page.data) as Item[]) : null,
    failed: !!viewer && !!error,
    hasMore: !!last && last.meta.page < last.meta.last_page,
    loadMore: () => setSize((pages?.length ?? 0) + 1),
    /** Asks every loaded page again (after a failure, or after a write the list should show). */
    reload: () => mutate(),
    /** After a delete: the items `gone` matches leave the list at once, then the pages are asked again. */
    removeWhere: (gone: (item: Item) => boolean) =>
      mutate((current) =>
        current?.map((page) => ({ ...page, data: (page.data as Item[]).filter((item) => !gone(item)) })),
      ),
  };
}
