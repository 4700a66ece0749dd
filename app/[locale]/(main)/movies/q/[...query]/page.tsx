import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ListingPage } from "@/components/catalogue/listing-page";
import { queryOf } from "@/lib/query-address";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ query: string[] }> };

/** /movies?{query}, rewritten here by proxy.ts: built on the first visit per query, then cached. */
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("movies", "/movies");
}

export default async function MoviesQueryPage({ params }: Props) {
  const query = queryOf("listing", (await params).query);
  if (!query) notFound();
  return <ListingPage kind="movies" query={query} />;
}
