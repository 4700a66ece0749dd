import { parseChildName } from "@/lib/seo/sitemap";
import { sitemapChildXml, xmlResponse } from "@/lib/seo/sitemap-server";

type Context = { params: Promise<{ n: string }> };

/**
 * /sitemap/{n}.xml: child sitemap n of the index. Built per request from cached data rather than
 * cached as a route: an address that names no child answers 404 and leaves nothing in the cache.
 */
export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: Context) {
  const n = parseChildName((await params).n);
  const xml = n === null ? null : await sitemapChildXml(n);
  if (xml === null)
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return xmlResponse(xml);
}
