import type { Metadata } from "next";
import { ListingPage } from "@/components/catalogue/listing-page";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("movies", "/movies");
}

export default async function MoviesPage({ searchParams }: Props) {
  return <ListingPage kind="movies" search={await searchParams} />;
}
