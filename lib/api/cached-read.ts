import { cache } from "react";
import { unstable_cache } from "next/cache";
import { pathOf, type Answer, type CallInput, type Endpoint } from "@/lib/contract/endpoint";
import { unlessJustFailed } from "./failed-reads";
import { serverApi } from "./server";

export type ReadPolicy = {
  /** POST /api/revalidate with one of these refreshes the read and the pages built on it. */
  tags: string[];
  /** Seconds the read may be old at most. */
  revalidate: number;
};

/** What names a read in the data cache: its address, with the query in one order. */
export function readKey(endpoint: Endpoint, input: object): string {
  const { params, query } = input as { params?: Record<string, string | number>; query?: object };
  const search = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${String(value)}`)
    .sort()
    .join("&");
  const path = pathOf(endpoint.path, params);
  return search ? `${path}?${search}` : path;
}

/** The reads of the render under way, so the metadata and the page ask each one once. */
const thisRender = cache(() => new Map<string, Promise<unknown>>());

/**
 * The one way a server component reads the backend's public data (architecture §10): the endpoint's
 * typed call, cached across requests under its tags for at most `revalidate` seconds, asked once per
 * render, and not repeated at once after the backend just failed it (failed-reads.ts).
 */
export function cachedRead<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  policy: ReadPolicy,
): Promise<Answer<E>> {
  const key = readKey(endpoint, input);
  const reads = thisRender();
  let read = reads.get(key) as Promise<Answer<E>> | undefined;
  if (!read) {
    const ask = unstable_cache(() => serverApi().call(endpoint, input), [key], policy);
    read = unlessJustFailed(key, ask);
    reads.set(key, read);
  }
  return read;
}
