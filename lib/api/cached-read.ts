import { unstable_cache } from "next/cache";
import { unlessJustFailed } from "./failed-reads";

/**
 * A server-side read cached across requests under its tags, so POST /api/revalidate refreshes the
 * pages built on it, and at most `revalidate` seconds old; a read the backend just failed is not
 * repeated at once (failed-reads.ts). The one way catalogue, blog, legal and sitemap data is cached.
 */
export function cachedRead<T>(
  key: readonly string[],
  options: { tags: string[]; revalidate: number },
  read: () => Promise<T>,
): Promise<T> {
  return unlessJustFailed(key.join("/"), () => unstable_cache(read, [...key], options)());
}
