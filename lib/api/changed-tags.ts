import { revalidateTag } from "next/cache";
import { CHANGED_TAGS_HEADER, isCatalogueTag } from "@/lib/catalogue/tags";

/** Expires a tag at once: the next visit of a page built on it renders it anew instead of serving it stale. */
const expireNow = (tag: string) => revalidateTag(tag, { expire: 0 });

/**
 * The embedded backend's answer once the page-cache tags it says it changed (CHANGED_TAGS_HEADER) are
 * revalidated, without that header. Expired at once, not served stale once more: after a check-in the
 * board shows the new points on the next visit of any page built on it, whichever frame, period or
 * language (each is its own cache entry, and a rarely visited one would otherwise show an old board).
 */
export function revalidateChangedTags(
  response: Response,
  revalidate: (tag: string) => void = expireNow,
): Response {
  const named = response.headers.get(CHANGED_TAGS_HEADER);
  if (named === null) return response;
  const tags = new Set(named.split(",").map((tag) => tag.trim()));
  for (const tag of tags) if (isCatalogueTag(tag)) revalidate(tag);
  const headers = new Headers(response.headers);
  headers.delete(CHANGED_TAGS_HEADER);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
