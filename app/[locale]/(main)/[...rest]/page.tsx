import { notFound } from "next/navigation";

/**
 * Any path no route claims: the translated 404 inside the main frame, with HTTP status 404. Rendered
 * the ISR way so that its answer passes through the cache handler, which gives it its script hashes
 * (runtime/csp-cache-handler.mjs) and keeps nothing of it.
 */
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export default function UnknownPage() {
  notFound();
}
