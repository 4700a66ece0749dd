import type { Metadata } from "next";
import { ListingPage } from "@/components/catalogue/listing-page";
import { pageMetadata } from "@/lib/seo/metadata";

/** Built once, then served from the cache; revalidated by tag (lib/catalogue/tags). */
export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("series", "/series");
}

/** Without a query; with one, proxy.ts hands the request to ./q/ (lib/query-address.ts). */
export default function SeriesPage() {
  return <ListingPage kind="series" query={{}} />;
}
