import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ListingPage } from "@/components/catalogue/listing-page";
import { queryOf } from "@/lib/query-address";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ query: string[] }> };

/** /series?{query}, rewritten here by proxy.ts: built on the first visit per query, then cached. */
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("series", "/series");
}

export default async function SeriesQueryPage({ params }: Props) {
  const query = queryOf("listing", (await params).query);
  if (!query) notFound();
  return <ListingPage kind="series" query={query} />;
}
