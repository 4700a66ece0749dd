import type { MetadataRoute } from "next";
import { publicEnv } from "@/lib/config/public-env";

/** Crawl the catalogue; keep out of accounts, money, the API and the sandbox. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/api/", "/profile", "/top-up", "/topup/", "/sandbox/", "/auth-required"],
    },
    sitemap: `${publicEnv.NEXT_PUBLIC_SITE_URL}/sitemap.xml`,
  };
}
