import type { Metadata } from "next";
import { ListingPage } from "@/components/catalogue/listing-page";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("series", "/series");
}

export default async function SeriesPage({ searchParams }: Props) {
  return <ListingPage kind="series" search={await searchParams} />;
}
