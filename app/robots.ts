import type { MetadataRoute } from "next";
import { publicEnv } from "@/lib/config/public-env";
import { privateCrawlPaths } from "@/lib/seo/robots";

/** Crawl the catalogue from the sitemap index; keep out of accounts, money, the API and the sandbox. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: privateCrawlPaths() },
    sitemap: `${publicEnv.NEXT_PUBLIC_SITE_URL}/sitemap.xml`,
  };
}
