import type { Metadata } from "next";
import { notFound, unstable_rethrow } from "next/navigation";
import { parseId } from "@/lib/contract/ids";
import { isApiError } from "./errors";

/**
 * The object a page shows, or the page's 404 when the backend does not know it (404) or refuses
 * the id (422). Any other failure is an error for the page's error screen.
 */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 422)) notFound();
    throw error;
  }
}

/**
 * What a page's id segment names: a 404 for a segment that is no canonical id (lib/contract/ids.ts;
 * proxy.ts has sent "012" on to "12" before), or an id the backend does not know.
 */
export function byIdOr404<T>(segment: string, read: (id: number) => Promise<T>): Promise<T> {
  const id = parseId(segment);
  if (id === null) notFound();
  return orNotFound(read(id));
}

/**
 * A page's metadata, or none (and no indexing) when the backend fails. Metadata is rendered outside
 * the page's error boundary: a failure there replaced the whole document with Next's bare error
 * shell, rendered a second time (a slow backend's 15 s time-out paid twice). The page reads the same
 * failed call (React's cache) and throws it into its frame's translated error screen instead. Next's
 * own signals (not found, redirects) pass through.
 */
export async function metadataUnlessFailed(build: () => Promise<Metadata>): Promise<Metadata> {
  try {
    return await build();
  } catch (error) {
    unstable_rethrow(error);
    return { robots: { index: false, follow: false } };
  }
}

/** A page's `generateMetadata` from its builder, with metadataUnlessFailed's rule. */
export function metadataOrNone<Props>(build: (props: Props) => Promise<Metadata>) {
  return (props: Props): Promise<Metadata> => metadataUnlessFailed(() => build(props));
}
