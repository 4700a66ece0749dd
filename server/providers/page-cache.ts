/**
 * Telling the site's page cache what changed from outside a request (issue #37). A job that publishes
 * runs in a worker, another process, or in the site's process but outside any request, where Next's
 * revalidateTag cannot run and no answer carries the Cineva-Changed-Tags header. So it does what an
 * operator would: POST {site}/api/revalidate with the revalidation key (architecture §10), which every
 * replica shares through Redis. A site that does not answer is no failure: pages built on those tags
 * still refresh within their time limit (CATALOGUE_REVALIDATE_SECONDS).
 */
export type PageCache = {
  /** True when the site took the tags. */
  changed: (tags: string[]) => Promise<boolean>;
};

export function pageCacheAt(siteUrl: string, secret: string, send: typeof fetch = fetch): PageCache {
  const hook = `${siteUrl.replace(/\/+$/, "")}/api/revalidate`;
  return {
    async changed(tags) {
      try {
        const response = await send(hook, {
          method: "POST",
          headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
          body: JSON.stringify({ tags }),
          signal: AbortSignal.timeout(10_000),
        });
        if (response.ok) return true;
        console.warn(`Cineva: ${hook} answered ${response.status}; the pages refresh on their own time.`);
      } catch (error) {
        console.warn(
          `Cineva: ${hook} did not answer (${(error as Error).message}); the pages refresh on their own time.`,
        );
      }
      return false;
    },
  };
}
