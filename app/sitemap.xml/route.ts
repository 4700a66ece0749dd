import { sitemapIndex, xmlResponse } from "@/lib/seo/sitemap-server";

/**
 * /sitemap.xml: the sitemap index (robots.txt names it). Built per request from cached data
 * (lib/seo/sitemap-server.ts), so the build needs no backend and a revalidated tag shows at once.
 */
export const dynamic = "force-dynamic";

export async function GET() {
  return xmlResponse(await sitemapIndex());
}
