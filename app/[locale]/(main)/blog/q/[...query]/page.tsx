import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogPage } from "@/components/blog/blog-page";
import { queryOf } from "@/lib/query-address";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ query: string[] }> };

/** /blog?page={n}, rewritten here by proxy.ts: built on the first visit per page, then cached. */
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

async function pageOf(params: Props["params"]) {
  const query = queryOf("paged", (await params).query);
  if (!query) notFound();
  return query.page ?? 1;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata("blog", `/blog?page=${await pageOf(params)}`);
}

export default async function Page({ params }: Props) {
  return <BlogPage page={await pageOf(params)} />;
}
