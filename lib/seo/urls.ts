import { publicEnv } from "@/lib/config/public-env";

/** An absolute URL on this site (structured data and social cards need them). */
export function siteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${publicEnv.NEXT_PUBLIC_SITE_URL}/`).toString();
}
