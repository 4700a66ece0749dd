import type { Metadata } from "next";
import { BlogPage } from "@/components/blog/blog-page";
import { pageMetadata } from "@/lib/seo/metadata";

/** Prerendered per language; revalidated by the blog tag (lib/api/reads/blog.ts). */
export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("blog", "/blog");
}

export default function Page() {
  return <BlogPage />;
}
