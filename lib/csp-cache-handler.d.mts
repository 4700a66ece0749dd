/** The part of Next's cache-handler interface the project's own code and tests touch. */
export type CacheEntry = {
  lastModified?: number;
  value: { kind: string; headers?: Record<string, string | string[]>; [field: string]: unknown } | null;
  cacheControl?: { revalidate: number | false; expire?: number };
};

/** The page path inside one of Next's cache keys. */
export function pathOf(key: string): string;

/** Next's file-system cache: hash policies on cached pages; redirects and errors kept only where a page was. */
export default class CspCacheHandler {
  constructor(context: {
    fs: unknown;
    flushToDisk: boolean;
    serverDistDir: string;
    revalidatedTags: string[];
  });
  get(key: string, context: Record<string, unknown>): Promise<CacheEntry | null>;
  set(key: string, data: Record<string, unknown> | null, context: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
