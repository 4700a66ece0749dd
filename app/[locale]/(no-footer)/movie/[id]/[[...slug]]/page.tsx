import { notFound } from "next/navigation";
import { parseId } from "@/lib/route-params";

type Props = { params: Promise<{ id: string; slug?: string[] }> };

/**
 * A film by id. A malformed id is a 404 at once; a well-formed one is looked up in the catalogue,
 * which the embedded backend serves (issue 3), and until a film with that id exists it is a 404 too.
 */
export default async function MoviePage({ params }: Props) {
  const id = parseId((await params).id);
  if (id === null) notFound();
  notFound();
}
